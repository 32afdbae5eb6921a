// Run by tests/unit/time-zone-dst.test.ts in a child process whose machine zone is set by TZ
// (jest's sandbox cannot change the zone of the running process): prints the display-zone
// text of each instant read from stdin as a JSON array of ISO strings.
import { readFileSync } from 'node:fs';
import { formatDateTime } from '../../lib/format/format.ts';

const instants = JSON.parse(readFileSync(0, 'utf8')) as string[];
process.stdout.write(JSON.stringify({ gapHour: new Date(2026, 2, 29, 2, 30).getHours(), texts: instants.map((iso) => formatDateTime(iso)) }));
