import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { setAuth } from '@/lib/auth-store';
import { initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { readDraft } from '../utils/draft-store';
import { useDraftForm } from './use-draft-form';

/** A step of one text and one number, as the form holds them and as the API takes them. */
const schema = z.object({ town: z.string().min(2).nullable(), rooms: z.number().int().min(0).nullable() });
type Values = { town: string; rooms: number | null };
type Part = { id: number; version: number; town: string | null; rooms: number | null; modified?: string };
const valuesOf = (part: Part): Values => ({ town: part.town ?? '', rooms: part.rooms });
const toBody = (values: Values) => ({ town: values.town.trim() || null, rooms: values.rooms });

const offline = () => new ApiError({ status: 0, code: 'NETWORK', message: 'No connection' });
const stale = () => new ApiError({ status: 409, code: 'STALE_WRITE', message: 'Changed elsewhere' });

/** The server's copy: a write names the version it was typed against, and an older one is refused. */
function fakeServer(initial: Part) {
  let part = initial;
  let online = true;
  const server = {
    get part() {
      return part;
    },
    set online(value: boolean) {
      online = value;
    },
    send: vi.fn(async (body: ReturnType<typeof toBody>, version: number | undefined) => {
      if (!online) throw offline();
      if (version !== part.version) throw stale();
      part = { ...part, ...body, version: part.version + 1, modified: `2026-03-0${part.version}T10:00:00Z` };
      return part;
    }),
    fetch: vi.fn(async () => part),
  };
  return server;
}

/** Every status the step showed, first drawing included. */
let shown: string[] = [];

function renderStep(server: ReturnType<typeof fakeServer>, initial: Part | null = server.part) {
  return renderHook(
    () => {
      const step = useDraftForm({
        applicationId: 7,
        draftKey: 'family',
        readOnly: false,
        schema,
        toBody,
        source: {
          initial,
          valuesOf: (part: Part | null) => (part ? valuesOf(part) : { town: '', rooms: null }),
          send: server.send,
          fetch: server.fetch,
        },
      });
      shown.push(step.draft.status);
      return step;
    },
    { wrapper: TestProviders },
  );
}

type Step = ReturnType<typeof renderStep>['result'];
const type = (step: Step, values: Partial<Values>) =>
  act(() => {
    for (const [name, value] of Object.entries(values))
      step.current.form.setValue(name as keyof Values, value as never);
  });
const save = (step: Step) => act(() => step.current.save()());
/** What is kept on the device once typing pauses (half a second). */
const kept = () => readDraft<Values>(7, 'family');
const setOnline = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: {} })),
  );
});
beforeEach(() => {
  window.localStorage.clear();
  setAuth('t0k', { id: 1, firstName: 'Ada', lastName: 'N', username: 'ada', email: 'a@x.cm', role: 'STUDENT' });
  setOnline(true);
  shown = [];
});
afterEach(() => setOnline(true));

describe('the draft layer of a step', () => {
  it('keeps what is typed on the device, and brings it back when the page is loaded again', async () => {
    const server = fakeServer({ id: 1, version: 3, town: 'Dschang', rooms: 2 });
    const first = renderStep(server);
    await type(first.result, { town: 'Foto', rooms: 4 });
    await waitFor(() => expect(kept()?.values).toEqual({ town: 'Foto', rooms: 4 }));
    expect(first.result.current.draft.status).toBe('device');
    first.unmount();

    // A reload: the same step opens with the server's values, and the draft comes back over them.
    const second = renderStep(server);
    await waitFor(() => expect(second.result.current.form.getValues()).toEqual({ town: 'Foto', rooms: 4 }));
    expect(second.result.current.draft.status).toBe('device');
    await save(second.result);
    expect(server.send).toHaveBeenCalledWith({ town: 'Foto', rooms: 4 }, 3, expect.objectContaining({ version: 3 }));
    expect(second.result.current.draft.status).toBe('server');
    expect(kept()).toBeNull();
  });

  it('says what it knows from the first drawing: nothing saved yet, or saved on the server at a time', async () => {
    const server = fakeServer({ id: 1, version: 3, town: null, rooms: null });
    const never = renderStep(server, null);
    expect(shown[0]).toBe('never');
    expect(never.result.current.draft.savedAt).toBeNull();
    never.unmount();

    shown = [];
    const saved = renderStep(server, { ...server.part, modified: '2026-03-01T09:30:00Z' });
    expect(shown[0]).toBe('server');
    expect(saved.result.current.draft.savedAt).toBe('2026-03-01T09:30:00Z');
    await type(saved.result, { town: 'Foto' });
    await save(saved.result);
    expect(saved.result.current.draft.status).toBe('server');
    expect(saved.result.current.draft.savedAt).toBe('2026-03-03T10:00:00Z');
  });

  it('reopened offline with a save waiting, it never says "saved on the server", not even at its first drawing', async () => {
    const server = fakeServer({ id: 1, version: 3, town: null, rooms: null, modified: '2026-03-01T09:30:00Z' });
    const first = renderStep(server);
    server.online = false;
    setOnline(false);
    await type(first.result, { town: 'Foto' });
    await save(first.result);
    first.unmount();

    shown = [];
    const second = renderStep(server);
    await waitFor(() => expect(second.result.current.form.getValues('town')).toBe('Foto'));
    expect(shown).not.toContain('server');
    expect(shown[0]).toBe('waiting');
    expect(server.part.town).toBeNull();
  });

  it('a draft typed on a step never saved says it is kept on the device, and back to nothing it says so again', async () => {
    const server = fakeServer({ id: 1, version: 3, town: null, rooms: null });
    const first = renderStep(server, null);
    await type(first.result, { town: 'Foto' });
    await waitFor(() => expect(kept()?.values.town).toBe('Foto'));
    // The status follows the kept copy by a render: a loaded machine may draw it a moment later.
    await waitFor(() => expect(first.result.current.draft.status).toBe('device'));
    first.unmount();

    shown = [];
    const second = renderStep(server, null);
    expect(shown[0]).toBe('device');
    await type(second.result, { town: '' });
    await waitFor(() => expect(second.result.current.draft.status).toBe('never'));
    expect(kept()).toBeNull();
  });

  it('a save the server refuses says it could not be saved, and keeps the values on the device', async () => {
    const server = fakeServer({ id: 1, version: 3, town: 'Dschang', rooms: 2, modified: '2026-03-01T09:30:00Z' });
    server.send.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'VALIDATION',
        message: 'Bad',
        fieldErrors: [{ field: 'town', code: 'too_small', message: 'No' }],
      }),
    );
    const step = renderStep(server);
    await type(step.result, { town: 'Foto' });
    await save(step.result);
    expect(step.result.current.draft.status).toBe('failed');
    expect(kept()?.values.town).toBe('Foto');
    expect(server.part.town).toBe('Dschang');
  });

  it('saved without a connection: kept as pending, and sent by itself when the connection returns', async () => {
    const server = fakeServer({ id: 1, version: 3, town: null, rooms: null });
    const step = renderStep(server);
    server.online = false;
    await type(step.result, { town: 'Foto' });
    await save(step.result);
    expect(step.result.current.draft.status).toBe('waiting');
    expect(kept()).toMatchObject({ values: { town: 'Foto', rooms: null }, version: 3, pending: true });

    server.online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(step.result.current.draft.status).toBe('server'));
    expect(server.part).toMatchObject({ town: 'Foto', version: 4 });
    expect(kept()).toBeNull();
  });

  it('a save left pending offline goes at the next opening when the line is up', async () => {
    const server = fakeServer({ id: 1, version: 3, town: null, rooms: null });
    const first = renderStep(server);
    server.online = false;
    await type(first.result, { rooms: 5 });
    await save(first.result);
    first.unmount();

    server.online = true;
    const second = renderStep(server);
    await waitFor(() => expect(server.part).toMatchObject({ rooms: 5, version: 4 }));
    await waitFor(() => expect(second.result.current.draft.status).toBe('server'));
  });

  it('a write refused as stale (409) is shown, never overwritten; the latest values come with the typed copy', async () => {
    const server = fakeServer({ id: 1, version: 3, town: 'Dschang', rooms: 2 });
    const step = renderStep(server);
    // Someone changed the step elsewhere meanwhile.
    await server.send({ town: 'Bafoussam', rooms: 2 }, 3);
    await type(step.result, { town: 'Foto' });
    await save(step.result);
    expect(step.result.current.draft.status).toBe('stale');
    expect(step.result.current.draft.staleError?.code).toBe('STALE_WRITE');
    expect(server.part.town).toBe('Bafoussam');
    expect(kept()?.values.town).toBe('Foto');

    await act(() => step.result.current.draft.loadLatest());
    expect(step.result.current.form.getValues()).toEqual({ town: 'Bafoussam', rooms: 2 });
    expect(step.result.current.draft.staleCopy).toEqual({ town: 'Foto', rooms: 2 });
    expect(step.result.current.draft.status).toBe('server');
    // Saved again on the version just read, it goes through.
    await type(step.result, { rooms: 3 });
    await save(step.result);
    expect(server.part).toMatchObject({ town: 'Bafoussam', rooms: 3, version: 5 });
  });

  it('two tabs on one step: the second save is refused, not written over the first', async () => {
    const server = fakeServer({ id: 1, version: 3, town: 'Dschang', rooms: 2 });
    const first = renderStep(server);
    const second = renderStep(server);
    await type(first.result, { town: 'Foto' });
    await save(first.result);
    expect(server.part).toMatchObject({ town: 'Foto', version: 4 });

    await type(second.result, { rooms: 6 });
    await save(second.result);
    expect(second.result.current.draft.status).toBe('stale');
    expect(server.part).toMatchObject({ town: 'Foto', rooms: 2, version: 4 });
  });

  it('a draft whose server values changed meanwhile keeps its old version, so sending it is refused', async () => {
    const server = fakeServer({ id: 1, version: 3, town: 'Dschang', rooms: 2 });
    const first = renderStep(server);
    await type(first.result, { rooms: 9 });
    await waitFor(() => expect(kept()?.values.rooms).toBe(9));
    first.unmount();

    await server.send({ town: 'Bafoussam', rooms: 2 }, 3);
    const second = renderStep(server);
    await waitFor(() => expect(second.result.current.form.getValues('rooms')).toBe(9));
    await save(second.result);
    expect(second.result.current.draft.status).toBe('stale');
    expect(server.part.town).toBe('Bafoussam');
  });

  it('refuses bad values before sending, on their fields, and keeps them on the device', async () => {
    const server = fakeServer({ id: 1, version: 3, town: 'Dschang', rooms: 2 });
    const step = renderStep(server);
    await type(step.result, { town: 'F' });
    await save(step.result);
    expect(server.send).not.toHaveBeenCalled();
    expect(step.result.current.form.getFieldState('town').error).toBeTruthy();
    await waitFor(() => expect(kept()?.values.town).toBe('F'));
  });
});
