// The one route table (spec §2): every hash route and the screen it shows. Paths come from src/domain/routePaths;
// every screen except Home and 404 (rendered by App) is its own lazy chunk.
import type { ComponentType } from 'react';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { lazyScreen } from './lazyScreen';

export interface AppRoute {
  path: string;
  Screen: ComponentType;
}

const P = ROUTE_PATHS;

export const ROUTES: readonly AppRoute[] = [
  { path: P.demographics, Screen: lazyScreen(() => import('@/features/demographics/DemographicsScreen'), 'DemographicsScreen') },
  // Measurements
  { path: P.circumferences, Screen: lazyScreen(() => import('@/features/measurements/CircumferencesScreen'), 'CircumferencesScreen') },
  { path: P.bloodPressure, Screen: lazyScreen(() => import('@/features/measurements/BloodPressureScreen'), 'BloodPressureScreen') },
  { path: P.restingHr, Screen: lazyScreen(() => import('@/features/measurements/RestingHrScreen'), 'RestingHrScreen') },
  { path: P.skinfolds, Screen: lazyScreen(() => import('@/features/measurements/SkinfoldsScreen'), 'SkinfoldsScreen') },
  // Strength and flexibility
  { path: P.benchPressInstructions, Screen: lazyScreen(() => import('@/features/strength/BenchPressInstructionsScreen'), 'BenchPressInstructionsScreen') },
  { path: P.benchPressTest, Screen: lazyScreen(() => import('@/features/strength/BenchPressTestScreen'), 'BenchPressTestScreen') },
  { path: P.benchPressResults, Screen: lazyScreen(() => import('@/features/strength/BenchPressResultsScreen'), 'BenchPressResultsScreen') },
  { path: P.legPressInstructions, Screen: lazyScreen(() => import('@/features/strength/LegPressInstructionsScreen'), 'LegPressInstructionsScreen') },
  { path: P.legPressTest, Screen: lazyScreen(() => import('@/features/strength/LegPressTestScreen'), 'LegPressTestScreen') },
  { path: P.legPressResults, Screen: lazyScreen(() => import('@/features/strength/LegPressResultsScreen'), 'LegPressResultsScreen') },
  { path: P.gripStrengthInstructions, Screen: lazyScreen(() => import('@/features/strength/GripStrengthInstructionsScreen'), 'GripStrengthInstructionsScreen') },
  { path: P.gripStrengthTest, Screen: lazyScreen(() => import('@/features/strength/GripStrengthTestScreen'), 'GripStrengthTestScreen') },
  { path: P.gripStrengthResults, Screen: lazyScreen(() => import('@/features/strength/GripStrengthResultsScreen'), 'GripStrengthResultsScreen') },
  { path: P.muscularFitness, Screen: lazyScreen(() => import('@/features/strength/MuscularFitnessScreen'), 'MuscularFitnessScreen') },
  { path: P.muscularFitnessResults, Screen: lazyScreen(() => import('@/features/strength/MuscularFitnessResultsScreen'), 'MuscularFitnessResultsScreen') },
  { path: P.sitAndReachInstructions, Screen: lazyScreen(() => import('@/features/strength/SitAndReachInstructionsScreen'), 'SitAndReachInstructionsScreen') },
  { path: P.sitAndReachResults, Screen: lazyScreen(() => import('@/features/strength/SitAndReachResultsScreen'), 'SitAndReachResultsScreen') },
  // Timed protocols
  { path: P.stepTestInstructions, Screen: lazyScreen(() => import('@/features/step-test/StepTestInstructionsScreen'), 'StepTestInstructionsScreen') },
  { path: P.stepTestProgress, Screen: lazyScreen(() => import('@/features/step-test/StepTestProgressScreen'), 'StepTestProgressScreen') },
  { path: P.stepTestResults, Screen: lazyScreen(() => import('@/features/step-test/StepTestResultsScreen'), 'StepTestResultsScreen') },
  { path: P.pushupsInstructions, Screen: lazyScreen(() => import('@/features/pushups/PushupInstructionsScreen'), 'PushupInstructionsScreen') },
  { path: P.pushupsTest, Screen: lazyScreen(() => import('@/features/pushups/PushupTestScreen'), 'PushupTestScreen') },
  { path: P.pushupsResults, Screen: lazyScreen(() => import('@/features/pushups/PushupResultsScreen'), 'PushupResultsScreen') },
  { path: P.treadmillProtocols, Screen: lazyScreen(() => import('@/features/treadmill/TreadmillProtocolsScreen'), 'TreadmillProtocolsScreen') },
  { path: P.treadmillTimer, Screen: lazyScreen(() => import('@/features/treadmill/TreadmillTimerScreen'), 'TreadmillTimerScreen') },
  { path: P.treadmillResults, Screen: lazyScreen(() => import('@/features/treadmill/TreadmillResultsScreen'), 'TreadmillResultsScreen') },
  { path: P.fieldTests, Screen: lazyScreen(() => import('@/features/field-tests/FieldTestsScreen'), 'FieldTestsScreen') },
  // Reference
  { path: P.categories, Screen: lazyScreen(() => import('@/features/reference/FitnessCategoriesScreen'), 'FitnessCategoriesScreen') },
  { path: P.exerciseIntensity, Screen: lazyScreen(() => import('@/features/reference/ExerciseIntensityScreen'), 'ExerciseIntensityScreen') },
  // Sessions
  { path: P.currentSession, Screen: lazyScreen(() => import('@/features/session/CurrentSessionScreen'), 'CurrentSessionScreen') },
  { path: P.pastSessions, Screen: lazyScreen(() => import('@/features/session/PastSessionsScreen'), 'PastSessionsScreen') },
  // Clients (decision 0080): the history chunk alone carries the chart library (decision 0082).
  { path: P.clients, Screen: lazyScreen(() => import('@/features/clients/ClientsScreen'), 'ClientsScreen') },
  { path: P.clientHistory, Screen: lazyScreen(() => import('@/features/clients/ClientHistoryScreen'), 'ClientHistoryScreen') },
];
