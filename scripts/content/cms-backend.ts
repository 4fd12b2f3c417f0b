import { z } from 'zod';

/*
 * Where the editor reads and writes content. Locally (npm run cms) it is Decap's proxy to the
 * working tree; on the live site, the company's git host, set when the site is built:
 *
 *   CMS_BACKEND           gitlab, forgejo or github (gitea: see docs/decisions/036)
 *   CMS_REPO              owner/name of the repository
 *   CMS_BRANCH            the branch the site is built from (main)
 *   CMS_BASE_URL          the git host (https://git.example.com); for github, the OAuth
 *                         service that signs editors in
 *   CMS_API_ROOT          the host's API, when not at the usual place
 *   CMS_OAUTH_CLIENT_ID   the OAuth application's client id (gitlab, forgejo)
 */

export type CmsBackend =
  | {
      name: 'gitlab';
      repo: string;
      branch: string;
      auth_type: 'pkce';
      app_id: string;
      api_root: string;
      base_url: string;
      auth_endpoint: string;
    }
  | { name: 'forgejo'; repo: string; branch: string; app_id: string; api_root: string }
  | { name: 'github'; repo: string; branch: string; base_url: string; api_root?: string };

export class CmsEnvironmentError extends Error {}

const url = (name: string) =>
  z
    .string()
    .refine(
      (value) => /^https:\/\//.test(value) && URL.canParse(value),
      `${name} must be an https:// address`,
    )
    .transform((value) => value.replace(/\/+$/, ''));

const environmentSchema = z
  .object({
    CMS_BACKEND: z.enum(['gitlab', 'forgejo', 'gitea', 'github'], {
      error: 'CMS_BACKEND must be gitlab, forgejo or github',
    }),
    CMS_REPO: z
      .string({ error: 'CMS_REPO is missing: the repository, as owner/name' })
      .regex(/^[\w.-]+(\/[\w.-]+)+$/, 'CMS_REPO must be the repository as owner/name'),
    CMS_BRANCH: z
      .string()
      .regex(/^[\w./-]+$/, 'CMS_BRANCH must be a branch name')
      .default('main'),
    CMS_BASE_URL: url('CMS_BASE_URL'),
    CMS_API_ROOT: url('CMS_API_ROOT').optional(),
    CMS_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  })
  .superRefine((env, context) => {
    if (env.CMS_BACKEND === 'gitea') {
      context.addIssue({
        code: 'custom',
        path: ['CMS_BACKEND'],
        message:
          "CMS_BACKEND=gitea cannot run the editorial workflow (draft, in review, ready) this site uses: Decap's Gitea backend has none. Host the repository on Forgejo (CMS_BACKEND=forgejo) or GitLab; docs/decisions/036-production-editing.md",
      });
    }
    if (
      (env.CMS_BACKEND === 'gitlab' || env.CMS_BACKEND === 'forgejo') &&
      !env.CMS_OAUTH_CLIENT_ID
    ) {
      context.addIssue({
        code: 'custom',
        path: ['CMS_OAUTH_CLIENT_ID'],
        message: `CMS_OAUTH_CLIENT_ID is missing: the client id of the OAuth application editors sign in with on ${env.CMS_BACKEND}`,
      });
    }
  });

/** The variables that configure production editing, by name. */
export const cmsEnvironmentNames = Object.keys(environmentSchema.shape);

/**
 * The live site's editing backend from the environment, or undefined when none of its
 * variables is set (a build without editing, such as a local one or a preview). Some set and
 * some wrong stops the build with what to fix.
 */
export function cmsBackendFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): CmsBackend | undefined {
  const given = Object.fromEntries(
    cmsEnvironmentNames.filter((name) => env[name]).map((name) => [name, env[name]]),
  );
  if (Object.keys(given).length === 0) return undefined;
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    throw new CmsEnvironmentError(
      `The editor's settings are not valid:\n${parsed.error.issues.map((issue) => `  - ${issue.message}`).join('\n')}`,
    );
  }
  const {
    CMS_BACKEND,
    CMS_REPO: repo,
    CMS_BRANCH: branch,
    CMS_BASE_URL: base,
    CMS_API_ROOT,
  } = parsed.data;
  const appId = parsed.data.CMS_OAUTH_CLIENT_ID ?? '';
  switch (CMS_BACKEND) {
    case 'gitlab':
      return {
        name: 'gitlab',
        repo,
        branch,
        auth_type: 'pkce',
        app_id: appId,
        base_url: base,
        api_root: CMS_API_ROOT ?? `${base}/api/v4`,
        auth_endpoint: 'oauth/authorize',
      };
    case 'forgejo':
      return {
        name: 'forgejo',
        repo,
        branch,
        app_id: appId,
        api_root: CMS_API_ROOT ?? `${base}/api/v1`,
      };
    case 'github':
      return {
        name: 'github',
        repo,
        branch,
        base_url: base,
        ...(CMS_API_ROOT ? { api_root: CMS_API_ROOT } : {}),
      };
    case 'gitea':
      throw new CmsEnvironmentError('unreachable: refused above');
  }
}

/** The origins the editor talks to, for the CSP of /admin/. */
export function backendOrigins(backend: CmsBackend | undefined): string[] {
  if (!backend) return [];
  const urls = [
    'api_root' in backend ? backend.api_root : undefined,
    'base_url' in backend ? backend.base_url : undefined,
    backend.name === 'github' && !backend.api_root ? 'https://api.github.com' : undefined,
  ].filter((value): value is string => value !== undefined);
  return [...new Set(urls.map((value) => new URL(value).origin))];
}
