import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

describe.each(testDatabaseKinds())('polls on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const createPoll = async (active = true) => {
    const res = await t.request('POST', '/api/polls', {
      token: admin,
      body: {
        title: 'How is the console?',
        active,
        questions: [
          { text: 'How useful are the reports?', kind: 'rating' },
          { text: 'Which area do you use most?', kind: 'single_choice', options: ['Buying', 'Reports'] },
          { text: 'Anything else?', kind: 'text', required: false },
        ],
      },
    });
    expect(res.status).toBe(200);
    return res.json.data as { id: number };
  };
  const questions = async (token: string, pollId: number) =>
    (await t.request('GET', `/api/polls/questions?poll_id=${pollId}`, { token })).json.data as {
      id: number;
    }[];

  it('stores a user’s responses once, and a cancel keeps a poll from being shown again', async () => {
    const poll = await createPoll();
    const viewer = await t.login('viewer@example.com');
    const active = await t.request('GET', `/api/polls?filters[active]=1&filters[id]=${poll.id}`, {
      token: viewer,
    });
    expect(active.json.data).toEqual([
      expect.objectContaining({ id: poll.id, my_status: 'pending', questions_count: 3 }),
    ]);

    const [rating, choice] = await questions(viewer, poll.id);
    const missing = await t.request('POST', '/api/polls/responses', {
      token: viewer,
      body: { poll_id: poll.id, responses: [{ question_id: rating!.id, answer: '9' }] },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.errors).sort()).toEqual(
      [`question_${choice!.id}`, `question_${rating!.id}`].sort(),
    );

    const body = {
      poll_id: poll.id,
      responses: [
        { question_id: rating!.id, answer: '4' },
        { question_id: choice!.id, answer: 'Reports' },
      ],
    };
    const first = await t.request('POST', '/api/polls/responses', { token: viewer, body });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('polls.responses_submitted');
    expect(first.json.data).toMatchObject({ my_status: 'answered', responses_count: 1 });
    const again = await t.request('POST', '/api/polls/responses', { token: viewer, body });
    expect(again.status).toBe(409);
    expect(
      (await t.request('POST', '/api/polls/cancel', { token: viewer, body: { poll_id: poll.id } })).status,
    ).toBe(409);
    const stored = await t.deps.db.execute(
      `select count(*)::int as n from poll_responses where poll_id = ${poll.id}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    // another user cancels: not counted as a response, and cancelling twice is harmless
    const planner = await t.login('planner@example.com');
    const cancel = await t.request('POST', '/api/polls/cancel', {
      token: planner,
      body: { poll_id: poll.id },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json.message).toBe('polls.cancelled');
    expect(cancel.json.data).toMatchObject({ my_status: 'cancelled', responses_count: 1 });
    expect(
      (await t.request('POST', '/api/polls/cancel', { token: planner, body: { poll_id: poll.id } })).status,
    ).toBe(200);
    const late = await t.request('POST', '/api/polls/responses', { token: planner, body });
    expect(late.status).toBe(409);
  });

  it('keeps polls to their account, answers only active ones, and lets only administrators manage them', async () => {
    const poll = await createPoll(false);
    const viewer = await t.login('viewer@example.com');
    const inactive = await t.request('POST', '/api/polls/cancel', {
      token: viewer,
      body: { poll_id: poll.id },
    });
    expect(inactive.status).toBe(409);
    expect(
      (await t.request('GET', '/api/polls?filters[active]=0', { token: viewer })).json.data.map(
        (p: any) => p.id,
      ),
    ).toContain(poll.id);
    expect((await t.request('PUT', `/api/polls/${poll.id}/set/1`, { token: viewer })).status).toBe(403);
    expect((await t.request('POST', '/api/polls', { token: viewer, body: { title: 'x' } })).status).toBe(403);
    const on = await t.request('PUT', `/api/polls/${poll.id}/set/1`, { token: admin });
    expect(on.json.data.active).toBe(true);

    // another account neither sees nor answers it
    await t.request('PUT', '/api/set_account/2', { token: admin });
    expect((await t.request('GET', '/api/polls', { token: admin })).json.data).toEqual([]);
    expect((await t.request('GET', `/api/polls/questions?poll_id=${poll.id}`, { token: admin })).status).toBe(
      404,
    );
    expect(
      (await t.request('POST', '/api/polls/cancel', { token: admin, body: { poll_id: poll.id } })).status,
    ).toBe(404);
    await t.request('PUT', '/api/set_account/1', { token: admin });

    const noChoices = await t.request('POST', '/api/polls', {
      token: admin,
      body: { title: 'Broken', questions: [{ text: 'Pick one', kind: 'single_choice', options: ['Only'] }] },
    });
    expect(noChoices.status).toBe(400);
    expect(noChoices.json.errors).toEqual({ 'questions.0.options': ['polls.validation.options_required'] });
    expect((await t.request('GET', '/api/polls?filters[active]=yes', { token: admin })).status).toBe(400);
  });
});
