import { Navigate, useLocation, useParams } from 'react-router';
import { SubscriberPage } from '../../features/users/components/subscriber-page';
import { usersListPath } from '../../features/users/utils/subscriber-links';

/** One subscriber's page (`/dashboard/users/:id`, French labels); a malformed id goes back to the list. */
export default function SubscriberRoute() {
  const { id } = useParams();
  const { search } = useLocation();
  const userId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  if (userId === null) return <Navigate to={usersListPath(search)} replace />;
  return <SubscriberPage key={userId} id={userId} backTo={usersListPath(search)} />;
}
