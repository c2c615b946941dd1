import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from '@/stores/session';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const users = [
  {
    id: 'u1',
    email: 'rohit@example.com',
    username: 'Rohit Sharma',
    imageUrl: null,
    role: 'USER',
    banned: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    mobileNumber: null,
  },
  {
    id: 'u2',
    email: 'jasprit@example.com',
    username: 'Jasprit Bumrah',
    imageUrl: null,
    role: 'USER',
    banned: true,
    createdAt: '2025-03-02T10:00:00.000Z',
    mobileNumber: '9876543210',
  },
  {
    id: 'a1',
    email: 'admin@bidxi.in',
    username: 'Admin',
    imageUrl: null,
    role: 'ADMIN',
    banned: false,
    createdAt: '2025-01-01T10:00:00.000Z',
    mobileNumber: null,
  },
];

describe('Admin users', () => {
  it('lists, searches and bans a user after confirmation', async () => {
    useAdminSession.getState().signIn('admin-token');
    const { calls } = stubFetch({
      'GET /api/users/getAll': { status: 200, body: { users } },
      'POST /api/admin/users/ban-unban': {
        status: 200,
        body: { user: { id: 'u1', banned: true } },
      },
    });
    const { user } = renderApp('/admin/users');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    // The admin is a user but not a player: two players registered, one of them banned.
    expect(screen.getByText('2 players registered · 1 banned')).toBeTruthy();

    await user.type(screen.getByLabelText('Search users'), 'BUMRAH');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.clear(screen.getByLabelText('Search users'));

    await user.click(await screen.findByRole('button', { name: 'Ban Rohit Sharma' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ban Rohit Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    expect(await screen.findByText('Rohit Sharma has been banned')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/users/ban-unban')?.body).toEqual({
      userId: 'u1',
    });
  });

  it('admin sign-in stores the admin token and opens the dashboard', async () => {
    stubFetch({
      'POST /api/admin-login': {
        status: 201,
        body: {
          status: 201,
          token: 'adm',
          session_timeout: 60,
          user: {
            id: 'a1',
            email: 'admin@bidxi.in',
            username: 'Admin',
            imageUrl: null,
            role: 'ADMIN',
          },
        },
      },
    });
    const { user, router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@bidxi.in');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(useAdminSession.getState()).toMatchObject({
      adminToken: 'adm',
      isAdminAuthenticated: true,
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('a player account is refused', async () => {
    stubFetch({
      'POST /api/admin-login': {
        status: 403,
        body: { error: { code: 'NOT_ADMIN', message: 'no' } },
      },
    });
    const { user } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Email'), 'rohit@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This account does not have admin access')).toBeTruthy();
  });
});
