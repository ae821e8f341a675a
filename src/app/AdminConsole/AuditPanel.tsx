import type { AdminApi } from './admin-api.ts';
import { DataTable } from './DataTable.tsx';
import { Loading } from './Loading.tsx';
import { useAnswer } from '../PlansPage/use-answer.ts';

const shown = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Every change made from the console or the command line: who, what, before, after, when. */
export function AuditPanel({ api }: { api: AdminApi }) {
  const { loaded } = useAnswer('audit', () => api.audit());
  return (
    <Loading loaded={loaded} label="Memuat log audit">
      {({ items }) => (
        <DataTable
          title="Log audit"
          file="log-audit.csv"
          header={['Waktu', 'Oleh', 'Perubahan', 'Sasaran', 'Sebelum', 'Sesudah']}
          empty="Belum ada perubahan."
          rows={items.map((e) => [new Date(e.at).toLocaleString('id-ID'), e.actor, e.action, e.target, shown(e.before), shown(e.after)])}
        />
      )}
    </Loading>
  );
}
