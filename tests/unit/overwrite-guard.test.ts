import { canonical, changesText, fieldsHash, findOverwrite, hashText, recordStamp, showValue } from '@/lib/forms/overwrite-guard';

interface Values extends Record<string, unknown> {
  name: string;
  birthday: Date | null;
  status: string;
  tags: number[];
}

const fields = {
  labels: { name: 'ФИО', birthday: 'Дата рождения', status: 'Статус', tags: 'Метки' },
  show: { tags: (value: unknown) => (value as number[]).map((id) => `#${id}`).join(', ') },
};

const base: Values = { name: 'Анна', birthday: new Date(1990, 4, 17), status: 'Базовый', tags: [1, 2] };

describe('the record stamp', () => {
  it('is the version when the record has one, else a hash of the edited fields', () => {
    expect(recordStamp('2026-11-25T10:00:00.000Z', base, fields)).toBe('v:2026-11-25T10:00:00.000Z');
    expect(recordStamp(null, base, fields)).toMatch(/^h:[0-9a-f]{8}$/);
    expect(recordStamp(undefined, base, fields)).toBe(recordStamp('', base, fields));
  });

  it('hashes equal values alike whatever their form, and any edited field apart', () => {
    expect(fieldsHash({ ...base, name: ' Анна ', birthday: new Date(base.birthday!.getTime()) }, fields)).toBe(fieldsHash(base, fields));
    expect(fieldsHash({ ...base, status: 'Бонусный' }, fields)).not.toBe(fieldsHash(base, fields));
    expect(fieldsHash({ ...base, tags: [2, 1] }, fields)).not.toBe(fieldsHash(base, fields));
    // A field the form does not edit is not part of the hash.
    expect(fieldsHash({ ...base, other: 'x' } as Values, fields)).toBe(fieldsHash(base, fields));
  });

  it('canonical text: empty is empty, objects by sorted keys', () => {
    expect(canonical(null)).toBe('');
    expect(canonical(undefined)).toBe('');
    expect(canonical('')).toBe('');
    expect(canonical({ b: 1, a: 2 })).toBe(canonical({ a: 2, b: 1 }));
    expect(hashText('abc')).toBe('1a47e90b');
  });
});

describe('findOverwrite', () => {
  it('with versions: the same version is no conflict, even when the values read differently', () => {
    const current = { version: 'v1', values: { ...base, name: 'Другое' } };
    expect(findOverwrite({ version: 'v1', values: base }, current, base, fields)).toBeNull();
  });

  it('with versions: a moved version lists the fields they changed, theirs beside yours, and those only typed here', () => {
    const typed = { ...base, name: 'Анна Сергеевна', status: 'Продвинутый' };
    const changes = findOverwrite({ version: 'v1', values: base }, { version: 'v2', values: { ...base, status: 'Бонусный', tags: [3] } }, typed, fields);
    expect(changes).toEqual([
      // Typed here only: shown too, so that every typed value is in view before the form is replaced.
      { field: 'name', label: 'ФИО', theirs: 'Анна', yours: 'Анна Сергеевна', theirsChanged: false },
      { field: 'status', label: 'Статус', theirs: 'Бонусный', yours: 'Продвинутый', theirsChanged: true },
      { field: 'tags', label: 'Метки', theirs: '#3', yours: '#1, #2', theirsChanged: true },
    ]);
  });

  it('a field both changed to the same value is still theirs; a field nobody changed is not listed', () => {
    const changes = findOverwrite({ values: base }, { values: { ...base, status: 'Бонусный' } }, { ...base, status: 'Бонусный' }, fields);
    expect(changes).toEqual([{ field: 'status', label: 'Статус', theirs: 'Бонусный', yours: 'Бонусный', theirsChanged: true }]);
  });

  it('a moved version without a changed field of this form overwrites nothing of theirs', () => {
    expect(findOverwrite({ version: 'v1', values: base }, { version: 'v2', values: base }, { ...base, name: 'Новое' }, fields)).toBeNull();
  });

  it('without versions: compares the hash of the edited fields', () => {
    expect(findOverwrite({ values: base }, { values: { ...base } }, { ...base, name: 'X' }, fields)).toBeNull();
    const changes = findOverwrite({ values: base }, { values: { ...base, birthday: null } }, base, fields);
    expect(changes).toEqual([{ field: 'birthday', label: 'Дата рождения', theirs: '—', yours: '17.05.1990', theirsChanged: true }]);
  });

  it('a version on one side only falls back to the fields', () => {
    expect(findOverwrite({ values: base }, { version: 'v9', values: base }, base, fields)).toBeNull();
    expect(findOverwrite({ version: 'v1', values: base }, { values: { ...base, name: 'Б' } }, base, fields)).toHaveLength(1);
  });
});

describe('how values read', () => {
  it('flags, dates, lists and nothing', () => {
    expect(showValue(true)).toBe('Да');
    expect(showValue(false)).toBe('Нет');
    expect(showValue('')).toBe('—');
    expect(showValue(new Date(2024, 0, 5))).toBe('05.01.2024');
    expect(showValue([])).toBe('—');
    expect(showValue(['a', 'b'])).toBe('a, b');
    expect(showValue(7, () => '')).toBe('—');
  });

  it('the typed values as lines to copy', () => {
    const change = { theirsChanged: true };
    expect(changesText([{ ...change, field: 'name', label: 'ФИО', theirs: 'А', yours: 'Б' }, { ...change, field: 'comment', label: 'Комментарий', theirs: '—', yours: 'позвонить' }])).toBe(
      'ФИО: Б\nКомментарий: позвонить',
    );
  });
});
