import { BacktestingScreen } from '../../features/backtesting/components/backtesting-screen';

export default function BacktestingRoute() {
  return <BacktestingScreen />;
}
