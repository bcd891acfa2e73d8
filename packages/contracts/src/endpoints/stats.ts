import { endpoint } from '../endpoint';
import {
  LearningStreakRequest,
  PracticeTimeRequest,
  PracticeTimeResponse,
  UserProgressResponse,
  UserStatsResponse,
} from '../stats';

export const statsEndpoints = {
  stats: endpoint({
    summary: "The user's figures.",
    method: 'GET',
    path: '/api/user/stats',
    access: 'active-user',
    engineBudget: 'none',
    responses: { 200: UserStatsResponse },
    produces: 'json',
  }),
  progress: endpoint({
    summary: 'Per-language figures and recent activity for /home.',
    method: 'GET',
    path: '/api/user/stats/progress',
    access: 'active-user',
    engineBudget: 'none',
    responses: { 200: UserProgressResponse },
    produces: 'json',
  }),
  sync: endpoint({
    summary: "The user's figures recomputed (the last step of Sync Data).",
    method: 'POST',
    path: '/api/user/stats/sync',
    access: 'active-user',
    engineBudget: 'none',
    responses: { 200: UserStatsResponse },
    produces: 'json',
  }),
  practiceTime: endpoint({
    summary: 'A minute of practice counted.',
    method: 'POST',
    path: '/api/user/stats/practice-time',
    access: 'active-user',
    engineBudget: 'none',
    body: PracticeTimeRequest,
    responses: { 200: PracticeTimeResponse },
    produces: 'json',
  }),
  learningStreak: endpoint({
    summary: "The day's check-in of the learning streak.",
    method: 'POST',
    path: '/api/user/stats/learning-streak',
    access: 'active-user',
    engineBudget: 'none',
    body: LearningStreakRequest,
    responses: { 200: UserStatsResponse },
    produces: 'json',
  }),
};
