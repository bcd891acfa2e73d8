import { endpoint } from '../endpoint';
import {
  HealthReport,
  HealthSimpleResponse,
  healthPaths,
  RateLimitStatusResponse,
  TestAdminResponse,
  TestJwtResponse,
} from '../health';
import { PublicConfig, publicConfigPath } from '../public-config';

export const healthEndpoints = {
  healthSimple: endpoint({
    summary: 'UP while the server answers; polled by the app without sign-in.',
    method: 'GET',
    path: healthPaths.simple,
    access: 'public',
    engineBudget: 'none',
    responses: { 200: HealthSimpleResponse },
    produces: 'json',
  }),
  publicConfig: endpoint({
    summary: 'The server settings the browser may know.',
    method: 'GET',
    path: publicConfigPath,
    access: 'public',
    engineBudget: 'none',
    responses: { 200: PublicConfig },
    produces: 'json',
  }),
  healthReport: endpoint({
    summary: "The administrators' health report: database, engines, storage, imports.",
    method: 'GET',
    path: healthPaths.full,
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: HealthReport },
    produces: 'json',
  }),
  testJwt: endpoint({
    summary: "The caller's token checked, with its role (diagnostics).",
    method: 'GET',
    path: healthPaths.testJwt,
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: TestJwtResponse },
    produces: 'json',
  }),
  testAdmin: endpoint({
    summary: 'How many active administrators exist (diagnostics).',
    method: 'GET',
    path: healthPaths.testAdmin,
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: TestAdminResponse },
    produces: 'json',
  }),
  testRateLimit: endpoint({
    summary: "The caller's engine budget this minute (diagnostics).",
    method: 'GET',
    path: healthPaths.testRateLimit,
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: RateLimitStatusResponse },
    produces: 'json',
  }),
};
