import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface Case {
  rule: string;
  filePath: string;
  code: string;
  /** The ESLint rule expected to report it; import-x/no-restricted-paths unless said. */
  reportedBy?: string;
}

/** Lints every case in one child process (ESLint's flat config is ESM) and returns the rule ids. */
function lint(cases: readonly Case[]): string[][] {
  const output = execFileSync('node', [join(__dirname, 'lint-text.mjs')], {
    input: JSON.stringify(cases.map(({ filePath, code }) => ({ filePath, code }))),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const RESTRICTED_PATHS = 'import-x/no-restricted-paths';
const RESTRICTED_IMPORTS = 'no-restricted-imports';
const RESTRICTED_VALUE_IMPORTS = '@typescript-eslint/no-restricted-imports';
const CYCLE = 'import-x/no-cycle';
const RESTRICTED_SYNTAX = 'no-restricted-syntax';

const violations: Case[] = [
  {
    rule: 'a service never imports another service',
    filePath: 'services/contact/src/boundary-probe.ts',
    code: "import { AuthService } from '../../auth/src/auth.service';\nexport const probe = AuthService;\n",
  },
  {
    rule: 'a service never imports the gateway',
    filePath: 'services/contact/src/boundary-probe.ts',
    code: "import { gatewayEnv } from '../../../gateway/src/config';\nexport const probe = gatewayEnv;\n",
  },
  {
    rule: 'the gateway imports no service but contracts',
    filePath: 'gateway/src/boundary-probe.ts',
    code: "import { AuthService } from '../../services/auth/src/auth.service';\nexport const probe = AuthService;\n",
  },
  {
    rule: 'the message contracts never import the transport',
    filePath: 'services/contracts/src/dto/boundary-probe.ts',
    code: "import { RedisStreamsClient } from '@sentilog/transport';\nexport const probe = RedisStreamsClient;\n",
  },
  {
    rule: 'the message contracts never import the platform helpers',
    filePath: 'services/contracts/src/dto/boundary-probe.ts',
    code: "import { parseConfig } from '../../../platform/src/config';\nexport const probe = parseConfig;\n",
  },
  {
    rule: 'the message contracts never import a service',
    filePath: 'services/contracts/src/dto/boundary-probe.ts',
    code: "import { AuthService } from '../../../auth/src/auth.service';\nexport const probe = AuthService;\n",
  },
  {
    rule: 'the message contracts never import the gateway',
    filePath: 'services/contracts/src/dto/boundary-probe.ts',
    code: "import { gatewayEnv } from '../../../../gateway/src/config';\nexport const probe = gatewayEnv;\n",
  },
  {
    rule: 'the frontend never imports backend code',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { gatewayEnv } from '../../../gateway/src/config';\nexport const probe = gatewayEnv;\n",
  },
  {
    rule: 'the frontend never imports the contracts beyond their web folder, by path',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { AuthMessages } from '../../../services/contracts/src/dto/auth.dto';\nexport const probe = AuthMessages;\n",
  },
  {
    rule: 'the frontend never imports the contracts package itself',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { AuthMessages } from '@sentilog/contracts';\nexport const probe = AuthMessages;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'the frontend never imports another backend package',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { currentRequestId } from '@sentilog/transport';\nexport const probe = currentRequestId;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'the message contracts never load Swagger',
    filePath: 'services/contracts/src/dto/boundary-probe.ts',
    code: "import { ApiProperty } from '@nestjs/swagger';\nexport const probe = ApiProperty;\n",
    reportedBy: RESTRICTED_VALUE_IMPORTS,
  },
  {
    rule: 'the web contracts import no package',
    filePath: 'services/contracts/src/web/boundary-probe.ts',
    code: "import { IsString } from 'class-validator';\nexport const probe = IsString;\n",
    reportedBy: RESTRICTED_VALUE_IMPORTS,
  },
  {
    rule: 'the web contracts import nothing of the contracts outside their folder',
    filePath: 'services/contracts/src/web/boundary-probe.ts',
    code: "import { trim } from '../dto/validation';\nexport const probe = trim;\n",
    reportedBy: RESTRICTED_VALUE_IMPORTS,
  },
  {
    rule: 'a frontend feature never imports another feature',
    filePath: 'frontend/src/features/contact/boundary-probe.ts',
    code: "import { LoginForm } from '../auth/components/LoginForm';\nexport const probe = LoginForm;\n",
  },
  {
    rule: 'the transport never imports a service',
    filePath: 'services/transport/src/boundary-probe.ts',
    code: "import { authEnv } from '../../auth/src/config';\nexport const probe = authEnv;\n",
  },
  {
    rule: 'the transport never imports the gateway',
    filePath: 'services/transport/src/boundary-probe.ts',
    code: "import { gatewayEnv } from '../../../gateway/src/config';\nexport const probe = gatewayEnv;\n",
  },
  {
    rule: 'the transport never imports the platform helpers',
    filePath: 'services/transport/src/boundary-probe.ts',
    code: "import { parseConfig } from '@sentilog/platform';\nexport const probe = parseConfig;\n",
  },
  {
    rule: 'the platform helpers never import a service',
    filePath: 'services/platform/src/boundary-probe.ts',
    code: "import { authEnv } from '../../auth/src/config';\nexport const probe = authEnv;\n",
  },
  {
    rule: 'the platform helpers never import the gateway',
    filePath: 'services/platform/src/boundary-probe.ts',
    code: "import { gatewayEnv } from '../../../gateway/src/config';\nexport const probe = gatewayEnv;\n",
  },
  {
    rule: 'frontend lib never imports a feature',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { LoginForm } from '../features/auth/components/LoginForm';\nexport const probe = LoginForm;\n",
  },
  {
    rule: 'frontend components never import a feature',
    filePath: 'frontend/src/components/ui/boundary-probe.ts',
    code: "import { LoginForm } from '../../features/auth/components/LoginForm';\nexport const probe = LoginForm;\n",
  },
  {
    rule: 'frontend lib never imports components',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { Spinner } from '../components/ui/Spinner';\nexport const probe = Spinner;\n",
  },
  {
    rule: 'a frontend feature never imports the app',
    filePath: 'frontend/src/features/contact/boundary-probe.ts',
    code: "import { App } from '../../app/App';\nexport const probe = App;\n",
  },
  {
    rule: 'frontend components never import the app',
    filePath: 'frontend/src/components/ui/boundary-probe.ts',
    code: "import { App } from '../../app/App';\nexport const probe = App;\n",
  },
  {
    rule: 'a controller never imports TypeORM',
    filePath: 'services/journal/src/boundary-probe.controller.ts',
    code: "import { DataSource } from 'typeorm';\nexport const probe = DataSource;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: "a controller never imports Nest's TypeORM module",
    filePath: 'gateway/src/journal/boundary-probe.controller.ts',
    code: "import { InjectRepository } from '@nestjs/typeorm';\nexport const probe = InjectRepository;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'a controller never imports an entity',
    filePath: 'services/auth/src/boundary-probe.controller.ts',
    code: "import { User } from './user.entity';\nexport const probe = User;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'a controller never imports a repository',
    filePath: 'services/auth/src/boundary-probe.controller.ts',
    code: "import { AuthRepository } from './auth.repository';\nexport const probe = AuthRepository;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'a service never imports TypeORM',
    filePath: 'services/auth/src/boundary-probe.service.ts',
    code: "import { DataSource } from 'typeorm';\nexport const probe = DataSource;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: "a service never imports Nest's TypeORM module",
    filePath: 'services/journal/src/boundary-probe.service.ts',
    code: "import { InjectRepository } from '@nestjs/typeorm';\nexport const probe = InjectRepository;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'a service never imports TypeORM types either',
    filePath: 'services/news/src/stories/boundary-probe.service.ts',
    code: "import type { EntityManager } from 'typeorm';\nexport type Probe = EntityManager;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'a service never imports pg',
    filePath: 'services/contact/src/boundary-probe.service.ts',
    code: "import { Pool } from 'pg';\nexport const probe = Pool;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'the gateway never imports TypeORM outside its controllers',
    filePath: 'gateway/src/journal/boundary-probe.service.ts',
    code: "import { DataSource } from 'typeorm';\nexport const probe = DataSource;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: "the gateway never imports Nest's TypeORM module",
    filePath: 'gateway/src/boundary-probe.module.ts',
    code: "import { TypeOrmModule } from '@nestjs/typeorm';\nexport const probe = TypeOrmModule;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'the gateway imports pg only in its readiness probe',
    filePath: 'gateway/src/news/boundary-probe.ts',
    code: "import { Pool } from 'pg';\nexport const probe = Pool;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: "the gateway's readiness probe never imports TypeORM",
    filePath: 'gateway/src/health/readiness.service.ts',
    code: "import { DataSource } from 'typeorm';\nexport const probe = DataSource;\n",
    reportedBy: RESTRICTED_IMPORTS,
  },
  {
    rule: 'frontend config never imports lib',
    filePath: 'frontend/src/config/boundary-probe.ts',
    code: "import { api } from '../lib/api-client';\nexport const probe = api;\n",
  },
  {
    rule: 'frontend config never imports a feature',
    filePath: 'frontend/src/config/boundary-probe.ts',
    code: "import { LoginForm } from '../features/auth/components/LoginForm';\nexport const probe = LoginForm;\n",
  },
  // A cycle needs a module on disk that imports the linted file back, so these lint their text as
  // an existing file: contact.service imports the repository, readiness.service the gateway's
  // config, and config/index.ts the frontend's env.
  {
    rule: 'no import cycle in a service',
    filePath: 'services/contact/src/contact.repository.ts',
    code: "import { ContactService } from './contact.service';\nexport const probe = ContactService;\n",
    reportedBy: CYCLE,
  },
  {
    rule: 'no import cycle in the gateway',
    filePath: 'gateway/src/config.ts',
    code: "import { ReadinessService } from './health/readiness.service';\nexport const probe = ReadinessService;\n",
    reportedBy: CYCLE,
  },
  {
    rule: 'no import cycle in the frontend',
    filePath: 'frontend/src/config/env.ts',
    code: "import { config } from './index';\nexport const env = { VITE_API_URL: config.apiUrl };\n",
    reportedBy: CYCLE,
  },
  {
    rule: 'the analysis encoder never imports the rest of serving/',
    filePath: 'services/analysis/src/serving/encoder/boundary-probe.ts',
    code: "import { BiasClassifier } from '../bias-classifier';\nexport const probe = BiasClassifier;\n",
  },
  {
    rule: 'the analysis runtime never imports the encoder',
    filePath: 'services/analysis/src/serving/runtime/boundary-probe.ts',
    code: "import { BertEncoder } from '../encoder/bert-encoder';\nexport const probe = BertEncoder;\n",
  },
  {
    rule: 'the analysis runtime never imports the rest of serving/',
    filePath: 'services/analysis/src/serving/runtime/boundary-probe.ts',
    code: "import { softmax } from '../aggregate';\nexport const probe = softmax;\n",
  },
  {
    rule: 'serving code never imports evaluation code',
    filePath: 'services/analysis/src/serving/boundary-probe.ts',
    code: "import { accuracy } from '../evaluation/metrics';\nexport const probe = accuracy;\n",
  },
  {
    rule: 'a service never imports bullmq (queues and workers are made in platform/src/queues)',
    filePath: 'services/analysis/src/documents/boundary-probe.ts',
    code: "import { Worker } from 'bullmq';\nexport const probe = Worker;\n",
    reportedBy: RESTRICTED_SYNTAX,
  },
  {
    rule: 'the gateway never imports bullmq, not even its types',
    filePath: 'gateway/src/analysis/boundary-probe.ts',
    code: "import type { Job } from 'bullmq';\nexport type Probe = Job;\n",
    reportedBy: RESTRICTED_SYNTAX,
  },
  {
    rule: 'a controller never imports bullmq (its other import rules still apply beside this one)',
    filePath: 'services/news/src/boundary-probe.controller.ts',
    code: "export { Queue } from 'bullmq';\n",
    reportedBy: RESTRICTED_SYNTAX,
  },
  {
    rule: 'the platform never imports bullmq outside its queue module',
    filePath: 'services/platform/src/boundary-probe.ts',
    code: "export async function probe() {\n  return (await import('bullmq')).Queue;\n}\n",
    reportedBy: RESTRICTED_SYNTAX,
  },
];

const allowed: Case[] = [
  {
    rule: 'allowed: a service imports the shared contracts package',
    filePath: 'services/contact/src/boundary-probe.ts',
    code: "import { ContactPatterns } from '@sentilog/contracts';\nexport const probe = ContactPatterns;\n",
  },
  {
    rule: 'allowed: a service imports the transport and the platform helpers',
    filePath: 'services/contact/src/boundary-probe.ts',
    code: "import { RedisStreamsServer } from '@sentilog/transport';\nimport { bootstrapService } from '@sentilog/platform';\nexport const probe = [RedisStreamsServer, bootstrapService];\n",
  },
  {
    rule: 'allowed: the platform helpers import the contracts and the transport',
    filePath: 'services/platform/src/boundary-probe.ts',
    code: "import { uploadStorageKey } from '@sentilog/contracts';\nimport { currentRequestId } from '@sentilog/transport';\nexport const probe = [uploadStorageKey, currentRequestId];\n",
  },
  {
    rule: 'allowed: a feature imports shared lib code',
    filePath: 'frontend/src/features/contact/boundary-probe.ts',
    code: "import { api } from '../../lib/api-client';\nexport const probe = api;\n",
  },
  {
    rule: 'allowed: a feature imports shared components',
    filePath: 'frontend/src/features/contact/boundary-probe.ts',
    code: "import { Spinner } from '../../components/ui/Spinner';\nexport const probe = Spinner;\n",
  },
  {
    rule: 'allowed: components import lib',
    filePath: 'frontend/src/components/ui/boundary-probe.ts',
    code: "import { api } from '../../lib/api-client';\nexport const probe = api;\n",
  },
  {
    rule: 'allowed: the app imports features',
    filePath: 'frontend/src/app/boundary-probe.ts',
    code: "import { LoginForm } from '../features/auth/components/LoginForm';\nexport const probe = LoginForm;\n",
  },
  {
    rule: 'allowed: a controller imports its service and the contracts',
    filePath: 'services/auth/src/boundary-probe.controller.ts',
    code: "import { AuthService } from './auth.service';\nimport { AuthMessages } from '@sentilog/contracts';\nexport const probe = [AuthService, AuthMessages];\n",
  },
  {
    rule: 'allowed: a service imports its repository and its entities',
    filePath: 'services/auth/src/boundary-probe.service.ts',
    code: "import { AuthRepository } from './auth.repository';\nimport { User } from './user.entity';\nexport const probe = [AuthRepository, User];\n",
  },
  {
    rule: 'allowed: a repository imports TypeORM and its entities',
    filePath: 'services/auth/src/boundary-probe.repository.ts',
    code: "import { DataSource } from 'typeorm';\nimport { User } from './user.entity';\nexport const probe = [DataSource, User];\n",
  },
  {
    rule: 'allowed: an entity imports TypeORM',
    filePath: 'services/auth/src/boundary-probe.entity.ts',
    code: "import { Entity } from 'typeorm';\nexport const probe = Entity;\n",
  },
  {
    rule: "allowed: the gateway's readiness probe imports pg",
    filePath: 'gateway/src/health/readiness.service.ts',
    code: "import { Pool } from 'pg';\nexport const probe = Pool;\n",
  },
  {
    rule: 'allowed: frontend lib imports config',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { config } from '../config';\nexport const probe = config;\n",
  },
  {
    rule: 'allowed: a type-only import back is no cycle',
    filePath: 'services/contact/src/contact.repository.ts',
    code: "import type { ContactService } from './contact.service';\nexport type Probe = ContactService;\n",
  },
  {
    rule: 'allowed: the analysis classifiers import the encoder and the runtime',
    filePath: 'services/analysis/src/serving/boundary-probe.ts',
    code: "import { BertEncoder } from './encoder/bert-encoder';\nimport { initBackend } from './runtime/backend';\nexport const probe = [BertEncoder, initBackend];\n",
  },
  {
    rule: 'allowed: the analysis encoder imports the runtime',
    filePath: 'services/analysis/src/serving/encoder/boundary-probe.ts',
    code: "import { loadModelDir } from '../runtime/weights-file';\nexport const probe = loadModelDir;\n",
  },
  {
    rule: 'allowed: the frontend imports the web contracts',
    filePath: 'frontend/src/lib/boundary-probe.ts',
    code: "import { passwordRulesMessage } from '@sentilog/contracts/web';\nexport const probe = passwordRulesMessage;\n",
  },
  {
    rule: 'allowed: the web contracts re-export the types of the documented answer classes',
    filePath: 'services/contracts/src/web/boundary-probe.ts',
    code: "export type { ModelInfo } from '../answers/analysis';\n",
  },
  {
    rule: "allowed: the platform's queue module imports bullmq",
    filePath: 'services/platform/src/queues/boundary-probe.ts',
    code: "import { Queue } from 'bullmq';\nexport const probe = Queue;\n",
  },
];

describe('architectural boundaries (ESLint)', () => {
  const reports = lint([...violations, ...allowed]);

  it.each(violations.map((violation, index) => [violation.rule, index] as const))(
    'catches a violation: %s',
    (_rule, index) => {
      expect(reports[index]).toContain(violations[index].reportedBy ?? RESTRICTED_PATHS);
    },
  );

  it.each(allowed.map((allowance, index) => [allowance.rule, index] as const))(
    '%s',
    (_rule, index) => {
      expect(reports[violations.length + index]).toEqual([]);
    },
  );

  it('lints every case', () => {
    expect(reports).toHaveLength(violations.length + allowed.length);
  });
});
