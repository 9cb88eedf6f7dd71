import { ComingSoon } from '../../components/ui/coming-soon';

/** System Configuration: the screen lands in a later issue. */
export default function SettingsRoute() {
  return <ComingSoon title="System Configuration" />;
}
