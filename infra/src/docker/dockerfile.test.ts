import { baseStage, effective, findStage, parseDockerfile, parseEnv, splitFlags, stageClosure, substitute, words } from './dockerfile';

const TEXT = `# syntax=docker/dockerfile:1
ARG BASE=node:20
ARG SERVICE

FROM \${BASE} AS deps
WORKDIR /app
RUN npm ci \\
  # a comment inside a continued line is dropped
  --omit=dev

FROM deps AS build
ARG SERVICE
COPY --from=deps /app/node_modules node_modules
RUN echo $SERVICE

FROM nginx AS web
ENV A=1 B="two words" C=\${A}
USER 101
HEALTHCHECK --interval=5s CMD ["wget", "-q", "http://127.0.0.1/"]

FROM web AS final
COPY --from=build /app/out /srv
`;

describe('parseDockerfile', () => {
  const file = parseDockerfile(TEXT);

  it('reads global ARGs, stages by name and joined continuation lines', () => {
    expect(file.globalArgs).toEqual([{ name: 'BASE', default: 'node:20' }, { name: 'SERVICE' }]);
    expect(file.stages.map((s) => s.name)).toEqual(['deps', 'build', 'web', 'final']);
    expect(file.stages[0]!.instructions.map((i) => `${i.keyword} ${i.args}`)).toEqual(['WORKDIR /app', 'RUN npm ci --omit=dev']);
  });

  it('follows FROM to earlier stages (with ARGs) and tells registry images apart', () => {
    expect(baseStage(file, findStage(file, 'build')!, {})?.name).toBe('deps');
    expect(baseStage(file, findStage(file, 'deps')!, {})).toBeUndefined();
    expect(stageClosure(file, findStage(file, 'final')!, {}).map((s) => s.name)).toEqual(['deps', 'build', 'web', 'final']);
  });

  it('inherits USER and HEALTHCHECK along the FROM chain', () => {
    const final = findStage(file, 'final')!;
    expect(effective(file, final, 'USER', {})?.args).toBe('101');
    expect(splitFlags(effective(file, final, 'HEALTHCHECK', {})!.args)).toEqual({ flags: { interval: '5s' }, rest: 'CMD ["wget", "-q", "http://127.0.0.1/"]' });
    expect(effective(file, findStage(file, 'deps')!, 'USER', {})).toBeUndefined();
  });

  it('reads ENV pairs, flags, exec form and substitutions', () => {
    expect(parseEnv('A=1 B="two words" C=${A}')).toEqual([['A', '1'], ['B', 'two words'], ['C', '${A}']]);
    expect(parseEnv('LEGACY some value')).toEqual([['LEGACY', 'some value']]);
    expect(splitFlags('--from=build /a b')).toEqual({ flags: { from: 'build' }, rest: '/a b' });
    expect(words('["node", "-e", "x y"]')).toEqual({ exec: true, words: ['node', '-e', 'x y'] });
    expect(substitute('services/${SERVICE}/dist $X ${MISSING:-dflt} ${SERVICE:+set}', { SERVICE: 'vip', X: 'x' })).toBe('services/vip/dist x dflt set');
  });

  it('refuses instructions before the first FROM other than ARG', () => {
    expect(() => parseDockerfile('RUN true\nFROM x')).toThrow(/only ARG/);
  });
});
