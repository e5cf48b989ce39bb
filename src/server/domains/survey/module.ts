import { fileURLToPath } from 'node:url';
import type { DomainModule } from '../../platform/domain-module';
import { surveyDemo } from './demo';
import { registerSurveyRoutes } from './routes';
import { seedSurvey } from './seed';

export const surveyModule: DomainModule = {
  name: 'survey',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerSurveyRoutes,
  seed: (db) => seedSurvey(db),
  demo: surveyDemo,
};
