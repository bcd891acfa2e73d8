import { endpoint } from '../endpoint';
import {
  HealthReport,
  HealthSimpleResponse,
  RateLimitStatusResponse,
  TestAdminResponse,
  TestJwtResponse,
} from '../health';
import { PublicConfig } from '../public-config';

export const healthEndpoints = {
  healthSimple: endpoint({
    summary: 'UP while the server answers; polled by the app without sign-in.',
    method: 'GET',
    path: '/api/public/health-simple',
    access: 'public',
    engineBudget: 'none',
    responses: { 200: HealthSimpleResponse },
    produces: 'json',
  }),
  publicConfig: endpoint({
    summary: 'The server settings the browser may know.',
    method: 'GET',
    path: '/api/public/config',
    access: 'public',
    engineBudget: 'none',
    responses: { 200: PublicConfig },
    produces: 'json',
  }),
  healthReport: endpoint({
    summary: "The administrators' health report: database, engines, storage, imports.",
    method: 'GET',
    path: '/api/admin/health',
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: HealthReport },
    produces: 'json',
  }),
  testJwt: endpoint({
    summary: "The caller's token checked, with its role (diagnostics).",
    method: 'GET',
    path: '/api/test/test-jwt-simple',
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: TestJwtResponse },
    produces: 'json',
  }),
  testAdmin: endpoint({
    summary: 'How many active administrators exist (diagnostics).',
    method: 'GET',
    path: '/api/test/admin',
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: TestAdminResponse },
    produces: 'json',
  }),
  testRateLimit: endpoint({
    summary: "The caller's engine budget this minute (diagnostics).",
    method: 'GET',
    path: '/api/test/rate-limit-status',
    access: 'admin',
    engineBudget: 'none',
    responses: { 200: RateLimitStatusResponse },
    produces: 'json',
  }),
};
