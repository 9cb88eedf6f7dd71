import { UsersScreen } from '../../features/users/components/users-screen';

/** User Management (French labels): counts, CSV exports and the subscriber list. */
export default function UsersRoute() {
  return <UsersScreen />;
}
