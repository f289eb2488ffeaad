import { MantineProvider } from '@mantine/core';
import type { ApplicationDocument } from '@portal/shared/documents';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReferenceItem } from '@/features/reference/public';
import { i18n, initI18n } from '@/lib/i18n';
import type { DocumentUploads } from '../hooks/use-document-uploads';
import type { PendingUpload } from '../utils/pending-uploads';
import { DocumentTypeCard } from './document-type-card';

const name = { en: 'Birth certificate', fr: 'Acte de naissance', it: 'Atto di nascita' };
const type = (allowMultiple: boolean): ReferenceItem => ({
  id: 7,
  name,
  required: true,
  allowMultiple,
  target: 'BOTH',
  scope: 'ALL',
});
const sent: ApplicationDocument = {
  id: 31,
  applicationId: 1,
  typeId: 7,
  contentType: 'image/jpeg',
  size: 300_000,
  originalName: 'birth.jpg',
  uploaded: '2026-11-23T10:00:00Z',
  url: '/api/files/signed/abc',
  thumbnailUrl: '/api/files/signed/abc/thumbnail',
};
const waiting: PendingUpload = {
  key: 'k1',
  applicationId: 1,
  typeId: 7,
  name: 'birth.pdf',
  blob: new Blob([new Uint8Array(2048)]),
  pages: 2,
  replaces: null,
  created: 1,
  failure: { status: 0, code: 'OFFLINE', message: 'offline' },
};

function uploads(overrides: Partial<DocumentUploads> = {}): DocumentUploads {
  return {
    pending: [],
    progress: {},
    preparing: new Set(),
    refusals: [],
    add: vi.fn(async () => {}),
    send: vi.fn(async () => {}),
    discard: vi.fn(async () => {}),
    dismissRefusal: vi.fn(),
    ...overrides,
  };
}

function renderCard(options: {
  allowMultiple?: boolean;
  documents?: ApplicationDocument[];
  uploads?: DocumentUploads;
}) {
  const props = {
    type: type(options.allowMultiple ?? false),
    documents: options.documents ?? [],
    uploads: options.uploads ?? uploads(),
    readOnly: false,
    onDelete: vi.fn(),
  };
  render(
    <MantineProvider>
      <DocumentTypeCard {...props} />
    </MantineProvider>,
  );
  return props;
}

const photo = (fileName: string, type = 'image/jpeg') => new File([new Uint8Array(10)], fileName, { type });
const choose = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('documents');
});

describe('a document type card', () => {
  it('names the type, marks it required and offers a labelled picker', () => {
    renderCard({});
    expect(screen.getByRole('region', { name: 'Birth certificate' })).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByText('Nothing sent yet.')).toBeTruthy();
    expect(screen.getByLabelText('Add photos or a PDF: Birth certificate').getAttribute('type')).toBe('file');
  });

  it('sends several photos as the pages of one document', () => {
    const props = renderCard({});
    const pages = [photo('page-1.jpg'), photo('page-2.jpg')];
    choose('Add photos or a PDF: Birth certificate', pages);
    expect(props.uploads.add).toHaveBeenCalledTimes(1);
    expect(props.uploads.add).toHaveBeenCalledWith(7, pages, null);
  });

  it('replaces the single copy of a type that allows one', () => {
    const props = renderCard({ documents: [sent] });
    const file = photo('scan.pdf', 'application/pdf');
    choose('Replace: Birth certificate', [file]);
    expect(props.uploads.add).toHaveBeenCalledWith(7, [file], 31);
    expect(screen.getByRole('link', { name: /^Open: Birth certificate, sent on/ })).toBeTruthy();
  });

  it("shows the server's thumbnail of a sent document, never the file itself, which its link opens", () => {
    const pdf: ApplicationDocument = { ...sent, id: 32, contentType: 'application/pdf', url: '/api/files/signed/def' };
    renderCard({ allowMultiple: true, documents: [sent, pdf] });
    const links = screen.getAllByRole('link', { name: /^Open: Birth certificate, sent on/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([sent.url, pdf.url]);
    expect(links.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual([
      sent.thumbnailUrl,
      pdf.thumbnailUrl,
    ]);
  });

  it('refuses two PDFs for a type that allows one, and sends them one by one where several are allowed', async () => {
    const single = renderCard({});
    const two = [photo('a.pdf', 'application/pdf'), photo('b.pdf', 'application/pdf')];
    choose('Add photos or a PDF: Birth certificate', two);
    expect(single.uploads.add).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose one PDF, or photos of the pages of one document.');
    document.body.innerHTML = '';
    const several = renderCard({ allowMultiple: true, documents: [sent] });
    choose('Add another: Birth certificate', two);
    await vi.waitFor(() => expect(several.uploads.add).toHaveBeenCalledTimes(2));
    expect(vi.mocked(several.uploads.add).mock.calls.map(([, files]) => files[0]?.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('shows a file waiting for the line, which can be sent again without choosing it', () => {
    const props = renderCard({ uploads: uploads({ pending: [waiting] }) });
    expect(screen.getByText('Kept on this device: it will be sent when the connection returns.')).toBeTruthy();
    expect(screen.getByText('2 pages, 2 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(props.uploads.send).toHaveBeenCalledWith(waiting);
  });

  it('shows the progress of a file being sent', () => {
    renderCard({ uploads: uploads({ pending: [waiting], progress: { k1: { sent: 1024, total: 2048 } } }) });
    expect(screen.getByRole('progressbar', { name: 'Sending birth.pdf' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('status').textContent).toBe('Sending birth.pdf: 50 %');
  });

  it("shows the server's refusal on its type", () => {
    renderCard({ uploads: uploads({ refusals: [{ typeId: 7, code: 'UNSUPPORTED_TYPE', message: 'Not a PDF.' }] }) });
    expect(screen.getByRole('alert').textContent).toContain('This file was refused');
    expect(screen.getByRole('alert').textContent).toContain('Not a PDF.');
  });
});
