import { SignalsScreen } from '../../features/signals/components/signals-screen';

/** Signals (admin1): sources with their statistics, and the live feed (docs/signals.md, "The Signals screen"). */
export default function SignalsRoute() {
  return <SignalsScreen />;
}
