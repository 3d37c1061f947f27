import { readServerState, serverStateScript } from './serverState';
import type { RootState } from './store';

const stateWith = (name: string) => ({ auth: { user: null, signIn: { open: false, mode: 'login' } }, serverApi: { queries: { x: { data: [{ name }] } } } }) as unknown as RootState;

/** The text of the script block, as a browser's document would hold it. */
function documentOf(html: string): Document {
  const body = /^<script type="application\/json" id="dm-state">([\s\S]*)<\/script>$/.exec(html)?.[1];
  return { getElementById: (id: string) => (id === 'dm-state' && body !== undefined ? { textContent: body } : null) } as unknown as Document;
}

describe('the state a drawn page carries', () => {
  it('cannot end its script block or open a tag, whatever a name holds', () => {
    const name = '</script><script>alert(1)</script><!-- \u2028';
    const html = serverStateScript(stateWith(name));
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(json).not.toMatch(/[<\u2028]/);
    expect(readServerState(documentOf(html))).toEqual(stateWith(name));
  });

  it('is undefined on a page the server did not draw, or with a broken block', () => {
    expect(readServerState(documentOf(''))).toBeUndefined();
    expect(readServerState({ getElementById: () => ({ textContent: '{not json' }) } as unknown as Document)).toBeUndefined();
  });
});
