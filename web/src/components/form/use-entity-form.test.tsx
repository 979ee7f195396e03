import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { nameSchema, VALIDATION } from '@dapnet/model';
import { ApiError } from '../../lib/api-error';
import { renderWithProviders } from '../../testing/render';
import { DialogOutlet, preloadDialogs } from '../dialogs/dialog-outlet';
import type { SavableApi } from './save-record';
import { requiredFields, useEntityForm, type Delivery } from './use-entity-form';

describe('requiredFields', () => {
  it('lists the labelled fields in order, with what the check reads', () => {
    const fields = {
      text: {
        initial: 'DL1ABC: ',
        label: 'Message',
        filled: (v: { text: string }) => v.text.slice(8),
      },
      note: { initial: '' },
      hash: { initial: '', label: 'Password', required: false },
      owners: { initial: [] as string[], label: 'Owners' },
    };
    const values = { text: 'DL1ABC: hi', note: '', hash: '', owners: ['a'] };
    expect(requiredFields(fields, values)).toEqual({
      text: { label: 'Message', value: 'hi' },
      owners: { label: 'Owners', value: ['a'] },
    });
  });
});

const textSchema = z.object({ text: z.string().max(3, { message: VALIDATION.size }) });

interface TestFormProps {
  send: Delivery<{ name: string; text: string }, { text: string }>;
  schema?: typeof textSchema;
  confirm?: () => Promise<boolean>;
}

/** A form as small as a form gets: a name and a text, both required. */
function TestForm({ send, schema = textSchema, confirm }: TestFormProps) {
  const form = useEntityForm({
    fields: {
      name: { initial: '', label: 'Name' },
      text: { initial: '', label: 'Text' },
    },
    body: ({ text }) => ({ text }),
    schema,
    confirm,
    send,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <input
        aria-label="Name"
        {...form.field('name')}
        onChange={(e) => form.set('name', e.target.value)}
      />
      <input
        aria-label="Text"
        {...form.field('text')}
        onChange={(e) => form.set('text', e.target.value)}
      />
      {Object.keys(form.errors).map((key) => (
        <p key={key}>error on {key}</p>
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}

function renderForm(props: TestFormProps) {
  return renderWithProviders([
    {
      path: '/',
      element: (
        <>
          <TestForm {...props} />
          <DialogOutlet />
        </>
      ),
    },
    { path: '/done', element: <p>Done</p> },
  ]);
}

async function closeDialog(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  return dialog;
}

describe('useEntityForm', () => {
  // The dialogs' code (the kit's modal) is fetched at the user's first press in the app; here it
  // is fetched before the tests, so that its first transform (seconds on a busy machine) does not
  // count against the time a test gives a dialog to show.
  beforeAll(() => preloadDialogs(), 60_000);

  it('stops on missing input, then on a broken rule, and sends once both hold', async () => {
    const request = vi.fn(() => Promise.resolve());
    await renderForm({ send: { request, then: '/done' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const missing = await closeDialog('Missing input');
    expect(missing).toHaveTextContent('Text');
    expect(missing).not.toHaveTextContent('Name');
    expect(screen.getByText('error on text')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'long');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('error on text')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith({ text: 'lon' }, { name: 'x', text: 'lon' });
  });

  it('sends nothing when the confirmation is declined', async () => {
    const request = vi.fn(() => Promise.resolve());
    const confirm = vi.fn(() => Promise.resolve(false));
    await renderForm({ send: { request, then: '/done' }, confirm });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(request).not.toHaveBeenCalled();
  });

  it('checks a record name with the body, and saves it trimmed under that name', async () => {
    const put = vi.fn(() => Promise.resolve({}));
    const record: SavableApi = {
      key: 'things',
      get: () => Promise.reject(new ApiError(404)),
      put,
    };
    const schema = textSchema.extend({ name: nameSchema });
    await renderForm({ send: { record, creating: true, then: '/done' }, schema });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'a:b');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await closeDialog('Colon in name');
    expect(put).not.toHaveBeenCalled();

    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, ' DB0ABC ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('db0abc', { text: 'abc' });
  });
});
