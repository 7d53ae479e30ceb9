import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type {} from '../../src/react.js';
import { ManualScheduler, type MatchStartDetail, type TetrisVersus } from '../../src/versus/index.js';

describe('React 19 and <tetris-versus>', () => {
  it('sets its properties and receives match-start through onmatch-start', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const starts: MatchStartDetail[] = [];
    flushSync(() =>
      root.render(
        <tetris-versus
          difficulty="hard"
          rules="tetrio"
          seed="4"
          scheduler={new ManualScheduler()}
          botWorker={null}
          onmatch-start={(event) => starts.push(event.detail)}
        />,
      ),
    );
    const el = host.querySelector('tetris-versus') as TetrisVersus;
    expect(el.difficulty).to.equal('hard');
    el.start();
    expect(starts[0]).to.deep.include({ rules: 'tetrio', seed: 4 });
    root.unmount();
    host.remove();
  });

  it('types its values: a difficulty it does not take does not compile', () => {
    // @ts-expect-error: 'bogus' is no difficulty
    const bad = <tetris-versus difficulty="bogus" />;
    expect(bad.type).to.equal('tetris-versus');
  });
});
