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
    rule: 'the analysis encoder never imports models/',
    filePath: 'services/analysis/src/encoder/boundary-probe.ts',
    code: "import { BiasClassifier } from '../models/bias-classifier';\nexport const probe = BiasClassifier;\n",
  },
  {
    rule: 'the analysis runtime never imports the encoder',
    filePath: 'services/analysis/src/runtime/boundary-probe.ts',
    code: "import { BertEncoder } from '../encoder/bert-encoder';\nexport const probe = BertEncoder;\n",
  },
  {
    rule: 'the analysis runtime never imports models/',
    filePath: 'services/analysis/src/runtime/boundary-probe.ts',
    code: "import { softmax } from '../models/aggregate';\nexport const probe = softmax;\n",
  },
  {
    rule: 'serving code never imports evaluation code',
    filePath: 'services/analysis/src/models/boundary-probe.ts',
    code: "import { accuracy } from '../evaluation/metrics';\nexport const probe = accuracy;\n",
  },
];

describe('architectural boundaries (ESLint)', () => {
  const reports = lint([
    ...violations,
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
      rule: 'allowed: a service (not a controller) imports TypeORM and its entities',
      filePath: 'services/auth/src/boundary-probe.service.ts',
      code: "import { DataSource } from 'typeorm';\nimport { User } from './user.entity';\nexport const probe = [DataSource, User];\n",
    },
    {
      rule: 'allowed: analysis models import the encoder and the runtime',
      filePath: 'services/analysis/src/models/boundary-probe.ts',
      code: "import { BertEncoder } from '../encoder/bert-encoder';\nimport { initBackend } from '../runtime/backend';\nexport const probe = [BertEncoder, initBackend];\n",
    },
    {
      rule: 'allowed: the analysis encoder imports the runtime',
      filePath: 'services/analysis/src/encoder/boundary-probe.ts',
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
  ]);

  it.each(violations.map((violation, index) => [violation.rule, index] as const))(
    'catches a violation: %s',
    (_rule, index) => {
      expect(reports[index]).toContain(violations[index].reportedBy ?? RESTRICTED_PATHS);
    },
  );

  it('allows what the architecture allows', () => {
    const allowed = reports.slice(violations.length);
    expect(allowed).toEqual(allowed.map(() => []));
    expect(allowed).toHaveLength(13);
  });
});
