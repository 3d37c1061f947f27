import { useEffect, useState, type FormEvent } from 'react';
import { Download, History, RotateCcw, Search } from 'lucide-react';
import { toast } from 'sonner';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@dm/contracts/constants';
import type { AuditChange, AuditEvent, AuditReplayStatus, AuditStreamSummary } from '@dm/contracts/types';
import { serverMessage } from '../api/envelope';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Screen, Section } from '../ui/Screen';
import { Loader } from '../ui/Spinner';
import {
  saveFile, useAuditExportMutation, useAuditProjectionsQuery, useAuditStreamQuery, useAuditStreamsQuery, useLazyAuditStateQuery, useReplayStatusQuery,
  useStartReplayMutation, type AuditSearchArgs,
} from './auditApi';
import styles from './Audit.module.css';

const STREAMS_PER_PAGE = 20;
const EVENTS_PER_PAGE = 50;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
/** A datetime-local value (local time, seconds) for an ISO time, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);
const short = (v: unknown) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};

/** 'path: before → after', the way the console reads a change. */
export function describeChange(c: AuditChange): string {
  if (!('before' in c)) return `${c.path}: set to ${short(c.after)}`;
  if (!('after' in c)) return `${c.path}: removed (was ${short(c.before)})`;
  return `${c.path}: ${short(c.before)} → ${short(c.after)}`;
}

/**
 * The audit console ({design_base}/admin/audit, admins only): find streams by kind, a user's
 * e-mail, a resource id and time; read a stream's history with actors and what each event
 * changed; see its state at any moment; replay read models and compare them with the live
 * tables; export CSV or JSON.
 */
export function AuditPage() {
  const [form, setForm] = useState<AuditSearchArgs>({});
  const [search, setSearch] = useState<AuditSearchArgs>({});
  const [page, setPage] = useState(1);
  const [streamId, setStreamId] = useState<string | null>(null);
  const streams = useAuditStreamsQuery({ ...search, page, per_page: STREAMS_PER_PAGE });
  const [exportFile, exporting] = useAuditExportMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ ...form });
    setPage(1);
    setStreamId(null);
  };
  const download = async (format: 'csv' | 'json', args: AuditSearchArgs & { stream_id?: string }) => {
    const answer = await exportFile({ ...args, format });
    if ('error' in answer) toast.error(serverMessage(answer.error, 'Something went wrong :/'));
    else {
      saveFile(answer.data);
      toast.success(`Exported ${answer.data.filename}`);
    }
  };
  const pages = Math.max(1, Math.ceil((streams.data?.total ?? 0) / STREAMS_PER_PAGE));

  return (
    <Screen title="Audit console" subtitle="Every change is an event: find a stream, read its history, see its state at any moment, and check the read models against the log.">
      <form className={styles.search} onSubmit={submit} aria-label="Find streams">
        <label>
          <span>Kind</span>
          <select value={form.kind ?? ''} onChange={(e) => setForm({ ...form, kind: (e.target.value || undefined) as AuditKind | undefined })}>
            <option value="">All kinds</option>
            {AUDIT_KINDS.map((k) => <option key={k} value={k}>{AUDIT_KIND_LABELS[k]}</option>)}
          </select>
        </label>
        <label>
          <span>User e-mail</span>
          <input type="email" value={form.email ?? ''} placeholder="someone@example.com" onChange={(e) => setForm({ ...form, email: e.target.value || undefined })} />
        </label>
        <label>
          <span>Resource id</span>
          <input value={form.resource_id ?? ''} placeholder="order, design, folder or template id" onChange={(e) => setForm({ ...form, resource_id: e.target.value || undefined })} />
        </label>
        <label>
          <span>From</span>
          <input type="datetime-local" step={1} value={form.from ? toLocalInput(form.from) : ''} onChange={(e) => setForm({ ...form, from: fromLocalInput(e.target.value) })} />
        </label>
        <label>
          <span>To</span>
          <input type="datetime-local" step={1} value={form.to ? toLocalInput(form.to) : ''} onChange={(e) => setForm({ ...form, to: fromLocalInput(e.target.value) })} />
        </label>
        <div className={`${styles.searchActions} ${styles.searchRow}`}>
          <Button type="submit" variant="primary"><Search size={16} aria-hidden /> Search</Button>
          <Button disabled={exporting.isLoading} onClick={() => download('csv', search)}><Download size={16} aria-hidden /> CSV</Button>
          <Button disabled={exporting.isLoading} onClick={() => download('json', search)}><Download size={16} aria-hidden /> JSON</Button>
        </div>
      </form>

      <Section title="Streams">
        {streams.isFetching && !streams.data ? <Loader text="Searching the event log" /> : null}
        {streams.error ? <p role="alert" className={styles.error}>{serverMessage(streams.error, 'Something went wrong :/')}</p> : null}
        {streams.data && !streams.data.streams.length ? <EmptyState>No stream has events that match this search.</EmptyState> : null}
        {streams.data?.streams.length ? (
          <>
            <table className={styles.table} aria-label="Streams">
              <thead>
                <tr><th>Stream</th><th>Kind</th><th>Events</th><th>First</th><th>Last</th><th>Last event</th></tr>
              </thead>
              <tbody>
                {streams.data.streams.map((s: AuditStreamSummary) => (
                  <tr key={s.stream_id} className={s.stream_id === streamId ? styles.selected : undefined}>
                    <td><button type="button" className={styles.linkButton} onClick={() => setStreamId(s.stream_id)}>{s.stream_id}</button></td>
                    <td>{s.kind ? AUDIT_KIND_LABELS[s.kind as AuditKind] : '—'}</td>
                    <td>{s.events}</td>
                    <td>{when(s.first_at)}</td>
                    <td>{when(s.last_at)}</td>
                    <td>{s.last_type}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} pages={pages} total={streams.data.total} noun="stream" onPage={setPage} />
          </>
        ) : null}
      </Section>

      {streamId ? <StreamHistory key={streamId} streamId={streamId} onExport={(format) => download(format, { stream_id: streamId })} /> : null}

      <ReplayPanel />
    </Screen>
  );
}

function Pager({ page, pages, total, noun, onPage }: { page: number; pages: number; total: number; noun: string; onPage: (p: number) => void }) {
  return (
    <div className={styles.pager}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <span>Page {page} of {pages} · {total} {noun}{total === 1 ? '' : 's'}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</Button>
    </div>
  );
}

function StreamHistory({ streamId, onExport }: { streamId: string; onExport: (format: 'csv' | 'json') => void }) {
  const [page, setPage] = useState(1);
  const history = useAuditStreamQuery({ stream_id: streamId, page, per_page: EVENTS_PER_PAGE });
  const [at, setAt] = useState<string>('');
  const [loadState, state] = useLazyAuditStateQuery();
  const showState = (iso: string) => {
    setAt(iso);
    void loadState({ stream_id: streamId, at: iso });
  };
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / EVENTS_PER_PAGE));

  return (
    <section className={styles.panel} aria-label={`History of ${streamId}`}>
      <div className={styles.panelHead}>
        <h2><History size={18} aria-hidden /> {streamId}</h2>
        <div className={styles.searchActions}>
          <Button size="small" onClick={() => onExport('csv')}><Download size={14} aria-hidden /> Export CSV</Button>
          <Button size="small" onClick={() => onExport('json')}><Download size={14} aria-hidden /> Export JSON</Button>
        </div>
      </div>
      {history.isFetching && !history.data ? <Loader text="Reading the stream" /> : null}
      {history.error ? <p role="alert" className={styles.error}>{serverMessage(history.error, 'Something went wrong :/')}</p> : null}
      {history.data ? (
        <>
          <div className={styles.scroll}>
          <table className={styles.table} aria-label="History">
            <thead>
              <tr><th>#</th><th>Time</th><th>Event</th><th>Actor</th><th>Correlation</th><th>What changed</th></tr>
            </thead>
            <tbody>
              {history.data.events.map((e: AuditEvent) => (
                <tr key={e.position}>
                  <td>{e.version}</td>
                  <td>
                    {when(e.at)}
                    <Button size="small" variant="ghost" onClick={() => showState(new Date(new Date(e.at).getTime() - 1).toISOString())}>State before</Button>
                  </td>
                  <td><strong>{e.type}</strong></td>
                  <td>{e.actor_email ?? e.actor_id ?? '—'}</td>
                  <td><code title={e.correlation_id ?? ''}>{e.correlation_id ? e.correlation_id.slice(0, 8) : '—'}</code></td>
                  <td>
                    {e.changes === null ? null : e.changes.length ? (
                      <ul className={styles.changes}>{e.changes.map((c) => <li key={c.path}>{describeChange(c)}</li>)}</ul>
                    ) : <span className={styles.muted}>no change to the state</span>}
                    <details>
                      <summary>Data</summary>
                      <pre>{JSON.stringify(e.data, null, 2)}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
          <Pager page={page} pages={pages} total={history.data.total} noun="event" onPage={setPage} />
        </>
      ) : null}

      <div className={styles.stateForm}>
        <label>
          <span>State as of</span>
          <input type="datetime-local" step={1} aria-label="State as of" value={at ? toLocalInput(at) : ''} onChange={(e) => setAt(fromLocalInput(e.target.value) ?? '')} />
        </label>
        <Button disabled={!at} onClick={() => at && showState(at)}>Show state</Button>
      </div>
      {state.isFetching ? <Loader text="Folding the stream" /> : null}
      {state.error ? <p role="alert" className={styles.error}>{serverMessage(state.error, 'Something went wrong :/')}</p> : null}
      {state.data && !state.isFetching ? (
        <div className={styles.state} aria-label="State as of a time">
          <div>
            <h3>Then · {when(state.data.at)} · {state.data.events_then} event{state.data.events_then === 1 ? '' : 's'}</h3>
            <pre aria-label="State then">{JSON.stringify(state.data.then, null, 2)}</pre>
          </div>
          <div>
            <h3>Now · {state.data.events_now} event{state.data.events_now === 1 ? '' : 's'}</h3>
            <pre aria-label="State now">{JSON.stringify(state.data.now, null, 2)}</pre>
          </div>
          <div className={styles.stateChanges}>
            <h3>Changed since</h3>
            {state.data.changes.length ? (
              <ul className={styles.changes} aria-label="Changed since">{state.data.changes.map((c) => <li key={c.path}>{describeChange(c)}</li>)}</ul>
            ) : <p className={styles.muted}>Nothing: the state then is the state now.</p>}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ReplayPanel() {
  const projections = useAuditProjectionsQuery();
  const [projection, setProjection] = useState('all');
  const [jobId, setJobId] = useState<string | null>(null);
  const [start, starting] = useStartReplayMutation();
  const [polling, setPolling] = useState(0);
  const status = useReplayStatusQuery(jobId ?? '', { skip: !jobId, pollingInterval: polling });
  const job: AuditReplayStatus | undefined = status.data;
  useEffect(() => setPolling(job && job.status !== 'running' ? 0 : 300), [job]);

  const run = async () => {
    const answer = await start({ projection });
    if ('error' in answer) toast.error(serverMessage(answer.error, 'Something went wrong :/'));
    else setJobId(answer.data.job_id);
  };
  const percent = job && job.total ? Math.round((job.done / job.total) * 100) : 0;

  return (
    <section className={styles.panel} aria-label="Replay">
      <div className={styles.panelHead}>
        <h2><RotateCcw size={18} aria-hidden /> Replay</h2>
      </div>
      <p className={styles.muted}>Rebuilds read models from event 0 into a separate schema and compares them row for row with the live tables. The live tables are never touched.</p>
      <div className={styles.stateForm}>
        <label>
          <span>Read model</span>
          <select value={projection} onChange={(e) => setProjection(e.target.value)}>
            <option value="all">All read models</option>
            {projections.data?.projections.map((p) => <option key={p.name} value={p.name}>{p.name} ({p.tables.join(', ')})</option>)}
          </select>
        </label>
        <Button variant="primary" disabled={starting.isLoading || job?.status === 'running'} onClick={run}>Run replay</Button>
      </div>
      {job ? (
        <div className={styles.replay}>
          <progress max={Math.max(job.total, 1)} value={job.done} aria-label="Replay progress" />
          <span>{job.status === 'running' ? `Replaying… ${job.done} of ${job.total} events (${percent}%)` : job.status === 'failed' ? job.error : `Replayed ${job.done} events in ${job.ms} ms (${job.events_per_second} events/s)`}</span>
          {job.status === 'done' ? (
            <>
              <p role="status" className={job.differences ? styles.error : styles.ok}>
                {job.differences ? `${job.differences} differences from the live tables` : 'Zero differences: the live tables are exactly what the events say.'}
              </p>
              <table className={styles.table} aria-label="Replay report">
                <thead><tr><th>Table</th><th>Live rows</th><th>Replayed rows</th><th>Missing</th><th>Extra</th></tr></thead>
                <tbody>
                  {job.tables?.map((t) => (
                    <tr key={t.table}>
                      <td>{t.table}</td><td>{t.live_rows}</td><td>{t.replayed_rows}</td><td>{t.missing}</td><td>{t.extra}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {job.tables?.some((t) => t.samples.length) ? (
                <details>
                  <summary>Sample rows that differ</summary>
                  <pre>{job.tables.flatMap((t) => t.samples.map((s) => `${t.table} ${s.side}: ${s.row}`)).join('\n')}</pre>
                </details>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
