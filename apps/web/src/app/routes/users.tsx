import { ComingSoon } from '../../components/ui/coming-soon';

/** User Management: the screen lands in a later issue. */
export default function UsersRoute() {
  return <ComingSoon title="User Management" />;
}
