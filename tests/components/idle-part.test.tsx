import { act, render, screen } from '@testing-library/react';
import { idlePart } from '@/components/ui/idle-part';

/** The frame's deferred parts load one at a time, each in an idle moment after the previous is shown. */

let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = ((run: () => void) => {
    idle.push(run);
    return idle.length;
  }) as typeof window.requestIdleCallback;
});
afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

/** Runs the idle callbacks waiting now, and lets the loads they start settle. */
async function browserIdle() {
  const runs = idle;
  idle = [];
  await act(async () => runs.forEach((run) => run()));
}

function part(label: string, fail = false) {
  const load = jest.fn(() => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(({ text }: { text: string }) => <p>{`${label}: ${text}`}</p>)));
  return { load, Part: idlePart(load) };
}

it('loads nothing while the page hydrates, then one part per idle moment, the next once the previous is shown', async () => {
  const first = part('первая');
  const second = part('вторая');
  render(
    <>
      <first.Part text="a" />
      <second.Part text="b" />
    </>,
  );
  expect(first.load).not.toHaveBeenCalled();
  expect(screen.queryByText(/первая|вторая/)).toBeNull();

  await browserIdle();
  expect(screen.getByText('первая: a')).toBeInTheDocument();
  expect(second.load).not.toHaveBeenCalled();

  await browserIdle();
  expect(screen.getByText('вторая: b')).toBeInTheDocument();
  expect(idle).toEqual([]);
});

it('`now` loads and shows a part at once, its turn or not, and tells when it is on screen', async () => {
  const waitingPart = part('ждёт');
  const urgent = part('сразу');
  const onShown = jest.fn();
  const { rerender } = render(
    <>
      <waitingPart.Part text="a" />
      <urgent.Part text="b" onShown={onShown} />
    </>,
  );
  await act(async () =>
    rerender(
      <>
        <waitingPart.Part text="a" />
        <urgent.Part text="b" now onShown={onShown} />
      </>,
    ),
  );
  expect(screen.getByText('сразу: b')).toBeInTheDocument();
  expect(onShown).toHaveBeenCalledTimes(1);
  expect(waitingPart.load).not.toHaveBeenCalled();
  await browserIdle();
  expect(screen.getByText('ждёт: a')).toBeInTheDocument();
});

it('a part whose code fails to load leaves the queue to the next one', async () => {
  const broken = part('сломана', true);
  const next = part('следующая');
  render(
    <>
      <broken.Part text="a" />
      <next.Part text="b" />
    </>,
  );
  await browserIdle();
  expect(screen.queryByText(/сломана/)).toBeNull();
  await browserIdle();
  expect(screen.getByText('следующая: b')).toBeInTheDocument();
});

it('an unmounted part gives up its turn', async () => {
  const gone = part('ушла');
  const stays = part('осталась');
  const { rerender } = render(
    <>
      <gone.Part text="a" />
      <stays.Part text="b" />
    </>,
  );
  rerender(<stays.Part text="b" />);
  await browserIdle();
  expect(gone.load).not.toHaveBeenCalled();
  expect(screen.getByText('осталась: b')).toBeInTheDocument();
});
