import { DashboardView } from './dashboard-view';
// The dashboard's styles travel in its chunk, with chart.js.
import './dashboard.css';

/** The dashboard screen as the admin app loads it (its own chunk). */
export function DashboardPage() {
  return <DashboardView />;
}
