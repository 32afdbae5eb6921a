import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageDropzone, type DropzoneImage, type ImageDropzoneProps } from '@/components/ui/image-dropzone';
import { imageFile, pngHeader } from '../helpers/png';

const SIZE = 'Размер файла превышает установленные значения';
const FORMAT = 'Формат изображения не соответствует требованию';

function file(name: string, size = 1024, type = 'image/png') {
  const f = new File([new Uint8Array(pngHeader(1, 1))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function withFiles(files: File[]) {
  return {
    dataTransfer: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  };
}

/** A screen that keeps the added files as preview items. */
function Harness(props: Partial<ImageDropzoneProps> & { onAddSpy?: jest.Mock; initial?: DropzoneImage[] }) {
  const { onAddSpy, initial = [], ...rest } = props;
  const [items, setItems] = useState<DropzoneImage[]>(initial);
  return (
    <ImageDropzone
      items={items}
      onAdd={(files) => {
        onAddSpy?.(files);
        setItems((list) => [...list, ...files.map((f) => ({ id: f.name, preview: `blob:${f.name}`, isLoading: false }))]);
      }}
      onRemove={(id) => setItems((list) => list.filter((item) => item.id !== id))}
      {...rest}
    />
  );
}

describe('ImageDropzone', () => {
  it('shows the default text and hint, with a labelled input accepting jpg and png', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Добавить фото');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(input).not.toHaveAttribute('multiple');
    const zone = screen.getByRole('button', { name: /Добавить фото/ });
    expect(zone).toHaveAccessibleDescription('1920 px - 1280 px; не более 3 Мб; jpg, png');
  });

  it('adds a valid file and shows its preview with a remove button', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    render(<Harness onAddSpy={onAdd} />);
    await user.upload(screen.getByLabelText('Добавить фото'), file('banner.png'));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'banner.png' })]));
    expect(await screen.findByRole('img', { name: 'Фото' })).toHaveAttribute('src', 'blob:banner.png');
    // A single image replaces the zone until it is removed.
    expect(screen.queryByLabelText('Добавить фото')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить фото' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Добавить фото')).toBeInTheDocument();
  });

  it('rejects a file that is too large and of the wrong type, with both messages joined by a comma', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onAdd = jest.fn();
    const onValidate = jest.fn();
    render(<Harness onAddSpy={onAdd} onValidate={onValidate} />);
    await user.upload(screen.getByLabelText('Добавить фото'), file('scan.gif', 3145729, 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${SIZE}, ${FORMAT}`);
    expect(onAdd).not.toHaveBeenCalled();
    expect(onValidate).toHaveBeenLastCalledWith(`${SIZE}, ${FORMAT}`);
  });

  it.each([
    ['a text file named .jpg', new File(['просто текст, не картинка'], 'banner.jpg', { type: 'image/jpeg' })],
    ['a PNG signature without a readable size', new File([new Uint8Array(pngHeader(1, 1)).slice(0, 12)], 'cut.png', { type: 'image/png' })],
    ['a GIF named .png', new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0])], 'anim.png', { type: 'image/png' })],
    ['a zero-sized PNG', imageFile('empty.png', { width: 0, height: 0 })],
  ])('refuses %s by its bytes, whatever its name', async (_case, bad) => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    render(<Harness onAddSpy={onAdd} />);
    await user.upload(screen.getByLabelText('Добавить фото'), bad);
    expect(await screen.findByRole('alert')).toHaveTextContent(FORMAT);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('accepts exactly 3145728 bytes and clears an earlier error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText('Добавить фото');
    await user.upload(input, file('big.jpg', 3145729, 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIZE);
    await user.upload(input, file('ok.JPEG', 3145728, 'image/jpeg'));
    expect(await screen.findByRole('img', { name: 'Фото' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Отпустите для загрузки' while a file is dragged over, and takes a dropped file", async () => {
    const onAdd = jest.fn();
    render(<Harness onAddSpy={onAdd} />);
    const zone = screen.getByRole('button', { name: /Добавить фото/ });
    const dropped = file('drop.png');
    await act(async () => {
      fireEvent.dragEnter(zone, withFiles([dropped]));
    });
    expect(await screen.findByText('Отпустите для загрузки')).toBeInTheDocument();
    await act(async () => {
      fireEvent.drop(zone, withFiles([dropped]));
    });
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([dropped]));
    expect(screen.queryByText('Отпустите для загрузки')).not.toBeInTheDocument();
  });

  it('takes several files in multiple mode up to the limit, keeping the valid ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onAdd = jest.fn();
    render(<Harness multiple maxFiles={3} onAddSpy={onAdd} />);
    const input = screen.getByLabelText('Добавить фото');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [file('a.png'), file('b.txt', 10, 'text/plain')]);
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' })]));
    expect(screen.getByRole('alert')).toHaveTextContent(FORMAT);
    expect(screen.getByRole('img', { name: 'Фото 1' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Добавить фото'), [file('c.png'), file('d.png')]);
    // Each file's bytes are read before it is taken: the pictures arrive a moment later.
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    // The limit is reached: no more zone.
    expect(screen.queryByLabelText('Добавить фото')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Удалить фото' })).toHaveLength(3);
  });

  it('shows upload progress per item and blocks its removal meanwhile', () => {
    render(
      <ImageDropzone
        multiple
        onAdd={jest.fn()}
        onRemove={jest.fn()}
        items={[
          { id: 1, preview: 'blob:1', isLoading: true, progress: 40 },
          { id: 2, preview: 'blob:2', isLoading: false },
        ]}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Загрузка фото' });
    expect(bar).toHaveAttribute('value', '40');
    const [first, second] = screen.getAllByRole('button', { name: 'Удалить фото' });
    expect(first).toBeDisabled();
    expect(second).toBeEnabled();
  });

  it('checks the resolution when asked', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    render(<Harness onAddSpy={onAdd} resolution={{ width: 1920, height: 1280 }} />);
    await user.upload(screen.getByLabelText('Добавить фото'), imageFile('small.png', { width: 800, height: 600 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Разрешение изображения не соответствует требованию');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('uses configured limits, texts and an outside error', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        maxBytes={100}
        text="Загрузить логотип"
        hint="png до 100 байт"
        error="Поле &quot;Фото&quot; является обязательным"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Поле "Фото" является обязательным');
    await user.upload(screen.getByLabelText('Загрузить логотип'), file('logo.png', 101));
    expect(screen.getByRole('alert')).toHaveTextContent(`${SIZE}, Поле "Фото" является обязательным`);
    expect(screen.getByText('png до 100 байт')).toBeInTheDocument();
  });
});
