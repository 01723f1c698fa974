import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, pageOnlyQuery } from '../../../shared/contracts/common';
import {
  applicationStatusChange,
  applicationStatusSchema,
  job,
  jobApplication,
  jobApplicationFormSchema,
  jobApplicationParams,
  jobFormSchema,
  jobListItem,
  jobListQuery,
  ownApplication,
} from '../../../shared/contracts/jobs';
import type { Database } from '../../db/client';
import { keptPagesStore } from '../../lib/kept-pages';
import { deletionSchema, reasonOf } from '../../lib/moderation';
import { sendEncodedPage, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { actorOf, type ViewerSource, viewerOf } from '../../lib/policy';
import type { ObjectStore } from '../../storage/object-store';
import { registerNotified } from '../notifications';
import { registerReportable } from '../reports';
import { listJobs } from './list';
import { jobsNotified } from './notified';
import { jobReportable } from './reportable';
import {
  apply,
  createJob,
  deleteJob,
  getJob,
  listApplications,
  saveJob,
  setApplicationStatus,
  unsaveJob,
  updateJob,
  withdrawApplication,
} from './service';

export const jobRoutes: FastifyPluginAsyncZod<{ db: Database; store: ObjectStore }> = async (
  app,
  { db, store },
) => {
  // The fan-out resolves its activities, and links its entries, through this (decision 025).
  registerNotified(jobsNotified);
  // Its items are reportable (decision 021): the reports feature finds them through this.
  registerReportable(jobReportable);
  // The board's pages as each audience sees them, kept until a posting changes (list.ts).
  const keptPages = keptPagesStore();
  const target = (request: ViewerSource & { params: { id: number } }) => ({
    viewer: viewerOf(request),
    jobId: request.params.id,
  });

  app.get(
    '/api/jobs',
    { schema: { querystring: jobListQuery, response: { 200: z.array(jobListItem) } } },
    async (request, reply) =>
      sendEncodedPage(
        request,
        reply,
        await listJobs(db, request, keptPages, viewerOf(request), request.query),
      ),
  );

  app.get(
    '/api/jobs/:id',
    { schema: { params: idParams, response: { 200: job } } },
    async (request) => getJob(db, target(request)),
  );

  app.post(
    '/api/jobs',
    { schema: { body: jobFormSchema, response: { 201: job } } },
    async (request, reply) =>
      reply.code(201).send(await createJob(db, viewerOf(request), request.body)),
  );

  app.put(
    '/api/jobs/:id',
    { schema: { params: idParams, body: jobFormSchema, response: { 200: job } } },
    async (request) => updateJob(db, target(request), request.body),
  );

  const noBody = { params: idParams, response: { 204: noContent } };

  // The poster deletes their posting, and so do staff with a reason (decision 022).
  app.delete('/api/jobs/:id', { schema: deletionSchema(idParams) }, async (request, reply) => {
    await deleteJob(db, store, {
      actor: actorOf(request),
      jobId: request.params.id,
      reason: reasonOf(request),
    });
    return reply.code(204).send();
  });

  app.post(
    '/api/jobs/:id/applications',
    {
      schema: {
        params: idParams,
        body: jobApplicationFormSchema.nullish(),
        response: { 201: ownApplication },
      },
    },
    async (request, reply) => {
      const body = request.body ?? { coverLetter: null, resumeUrl: null };
      return reply.code(201).send(await apply(db, store, target(request), body));
    },
  );

  app.get(
    '/api/jobs/:id/applications',
    {
      schema: {
        params: idParams,
        querystring: pageOnlyQuery,
        response: { 200: z.array(jobApplication) },
      },
    },
    async (request, reply) => {
      const page = await listApplications(db, target(request), request.query);
      // The poster opened the applications: their "new application" entries are read.
      await app.notifications.markSubjectRead(request.userId!, 'job', request.params.id);
      return sendPage(request, reply, page);
    },
  );

  app.patch(
    '/api/jobs/:id/applications/:applicationId',
    {
      schema: {
        params: jobApplicationParams,
        body: applicationStatusSchema,
        response: { 200: applicationStatusChange },
      },
    },
    async (request) =>
      setApplicationStatus(
        db,
        { ...target(request), applicationId: request.params.applicationId },
        request.body.status,
      ),
  );

  app.delete(
    '/api/jobs/:id/applications/:applicationId',
    {
      schema: {
        params: jobApplicationParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await withdrawApplication(db, store, {
        ...target(request),
        applicationId: request.params.applicationId,
      });
      return reply.code(204).send();
    },
  );

  app.put('/api/jobs/:id/saved', { schema: noBody }, async (request, reply) => {
    await saveJob(db, target(request));
    return reply.code(204).send();
  });

  app.delete('/api/jobs/:id/saved', { schema: noBody }, async (request, reply) => {
    await unsaveJob(db, target(request));
    return reply.code(204).send();
  });
};
