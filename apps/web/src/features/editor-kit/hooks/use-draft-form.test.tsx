import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { readDraft } from '../utils/draft-store';
import { useDraftForm } from './use-draft-form';

/** A step of one text and one number, as the form holds them and as the API takes them. */
const schema = z.object({ town: z.string().min(2).nullable(), rooms: z.number().int().min(0).nullable() });
type Values = { town: string; rooms: number | null };
type Part = { id: number; version: number; town: string | null; rooms: number | null };
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
      part = { ...part, ...body, version: part.version + 1 };
      return part;
    }),
    fetch: vi.fn(async () => part),
  };
  return server;
}

function renderStep(server: ReturnType<typeof fakeServer>, initial: Part = server.part) {
  return renderHook(
    () =>
      useDraftForm({
        applicationId: 7,
        draftKey: 'family',
        readOnly: false,
        schema,
        toBody,
        source: { initial, valuesOf, send: server.send, fetch: server.fetch },
      }),
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
  setOnline(true);
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
