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
    expect(reports.slice(violations.length)).toEqual([[], [], [], [], [], []]);
  });
});
