import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipReferenceParentContracts as links } from '@takt/proto/http/membership/reference-parents';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// The skills of trainers and courses (SkillTrainer, SkillCourse links) and how well trainers cover them.

export type SkillKind = 'SkillTrainer' | 'SkillCourse';
export const skillLinkKeys = queryKeys('skill-links');
const coverageKeys = queryKeys('skill-coverages');

export const useSkillLinks = (kind: SkillKind, parentId: string) =>
  useQuery({
    queryKey: skillLinkKeys.list({ kind, parentId }),
    queryFn: () => call(links.getAllReferenceLinks, { query: new URLSearchParams({ parentId, type: kind }).toString() }),
  });

/** Replaces the parent's skills; coverages change with them. */
export function useSetSkillLinks(kind: SkillKind, parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referenceIds: string[]) => call(links.addReferenceLinks, { params: { table: kind }, body: { parentId, referenceIds } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillLinkKeys.all }),
        queryClient.invalidateQueries({ queryKey: coverageKeys.all }),
      ]),
  });
}

/** Each trainer's share of the skills, as trainerId → percent (100 for everyone when no skills are asked). */
export function useSkillCoverages(skillIds: readonly string[], trainerIds: readonly string[]) {
  const query = new URLSearchParams({ skillIds: [...skillIds].sort().join(','), trainerIds: [...trainerIds].sort().join(',') });
  return useQuery({
    queryKey: coverageKeys.list(Object.fromEntries(query)),
    queryFn: async () =>
      new Map((await call(links.getSkillCoverages, { query: query.toString() })).map((c) => [c.trainerId, c.percentage])),
    enabled: trainerIds.length > 0,
  });
}
