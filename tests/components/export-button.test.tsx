import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton } from '@/components/list/export-button';
import { ApiError } from '@/lib/api/api-error';
import { EXPORT_BROKEN, fetchExport, saveFile, type ExportProgress } from '@/lib/lists/export-download';
import { mockNavigation, renderScreen } from '../harness';

jest.mock('@/lib/lists/export-download', () => ({ ...jest.requireActual('@/lib/lists/export-download'), fetchExport: jest.fn(), saveFile: jest.fn() }));
const fetchMock = fetchExport as jest.MockedFunction<typeof fetchExport>;

beforeEach(() => {
  mockNavigation.reset('/orders', 'status=1&page=2');
  fetchMock.mockReset();
  (saveFile as jest.Mock).mockReset();
});

const renderButton = () =>
  renderScreen(
    <ExportButton list="orders" />,
  );

/** A download the test drives: progress steps, then finish or fail. */
function controlledDownload() {
  let report: (progress: ExportProgress) => void = () => {};
  let finish: (rows: number) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  let signal: AbortSignal | undefined;
  fetchMock.mockImplementation((_list, _search, options) => {
    report = options?.onProgress ?? report;
    signal = options?.signal;
    return new Promise((resolve, reject) => {
      finish = (rows) => resolve({ blob: new Blob(['x']), fileName: 'orders-2026-11-24.csv', rows });
      fail = reject;
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return { report: (p: ExportProgress) => report(p), finish: (rows: number) => finish(rows), fail: (e: unknown) => fail(e) };
}

describe('ExportButton', () => {
  it('exports what the URL filters, shows the rows so far and saves the file', async () => {
    const user = userEvent.setup();
    const download = controlledDownload();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    expect(fetchMock).toHaveBeenCalledWith('orders', '?status=1&page=2', expect.anything());
    act(() => download.report({ rows: 100, total: 1230 }));
    expect(await screen.findByText('Выгружено 100 из 1 230')).toBeInTheDocument();
    download.finish(1230);
    expect(await screen.findByText('Файл orders-2026-11-24.csv выгружен: строк 1 230')).toBeInTheDocument();
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeInTheDocument();
  });

  it('«Отменить выгрузку» aborts the download and saves nothing', async () => {
    const user = userEvent.setup();
    controlledDownload();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    await user.click(await screen.findByRole('button', { name: 'Отменить выгрузку' }));
    expect(await screen.findByText('Выгрузка отменена')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('a download broken off by the server is reported in Russian', async () => {
    const user = userEvent.setup();
    const download = controlledDownload();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    download.fail(new ApiError(502, EXPORT_BROKEN, null));
    expect(await screen.findByText(`Не удалось выгрузить файл. ${EXPORT_BROKEN}`)).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
