// Brand kit calls (RTK Query). Every change refreshes the teams (the kit lives in them); uploads
// are multipart. The palette library is the catalog's.
import { BrandCalls } from '@dm/contracts/calls';
import type { BrandKitData, BrandKitDoc, DesignResource, Team, Teams, UploadedBrandFile } from '@dm/contracts/types';
import { serverApi } from '../api/serverApi';
import { postForm } from '../api/form';

function sendFile(arg: { file: File; name: string; file_type: 'logo' | 'font' }) {
  const form = new FormData();
  form.append('name', arg.name);
  form.append('file_type', arg.file_type);
  form.append('file', arg.file, arg.file.name);
  return postForm<UploadedBrandFile>(BrandCalls.uploadBrandFile, form);
}

export const brandApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    updateBrandData: build.mutation<BrandKitDoc, { brand_kit: BrandKitData; team_id?: string }>({
      query: (body) => ({ path: BrandCalls.updateBrandData, body }),
      invalidatesTags: ['User'],
    }),
    uploadBrandFile: build.mutation<UploadedBrandFile, { file: File; name: string; file_type: 'logo' | 'font' }>({
      queryFn: sendFile,
      invalidatesTags: ['User'],
    }),
    updateFontUploads: build.mutation<Team['font_uploads'], { team_id: string; font_uploads: Team['font_uploads'] }>({
      query: (body) => ({ path: BrandCalls.updateFontUploads, body }),
      invalidatesTags: ['User'],
    }),
    inviteMember: build.mutation<Team['members'], { team_id: string; email: string; role: 'view' | 'edit' }>({
      query: (body) => ({ path: BrandCalls.inviteMember, body }),
      invalidatesTags: ['User'],
    }),
    removeMember: build.mutation<Team['members'], { team_id: string; email: string }>({
      query: (body) => ({ path: BrandCalls.removeMember, body }),
      invalidatesTags: ['User'],
    }),
    paletteLibrary: build.query<{ docs: DesignResource[]; total: number }, { category?: string; page: number }>({
      query: (body) => ({ path: 'design_resource/get_color_palettes', body: { ...body, limit: 60 } }),
    }),
    displayPalettes: build.query<{ category_data: Record<string, DesignResource[]> }, void>({
      query: () => ({ path: 'design_resource/get_display_color_palettes', body: {} }),
    }),
  }),
});

export const {
  useUpdateBrandDataMutation, useUploadBrandFileMutation, useUpdateFontUploadsMutation, useInviteMemberMutation, useRemoveMemberMutation,
  usePaletteLibraryQuery, useLazyPaletteLibraryQuery, useDisplayPalettesQuery,
} = brandApi;

/** The caller's teams (user/fetch_teams, identity's call): every brand-kit change refreshes it. */
export { useFetchTeamsQuery as useTeamsQuery } from '../auth/identityApi';

/** The kit the user's changes go to (first own team's first kit), with the team. */
export function usedKit(teams: Teams | undefined): { team: Team; kit: BrandKitDoc } | null {
  const team = teams?.own_teams[0];
  return team ? { team, kit: team.brand_kits[0] } : null;
}

/** The kit without its id (what update_brand_data takes). */
export const kitData = (kit: BrandKitDoc): BrandKitData => ({ logos: kit.logos, color_palette: kit.color_palette, selected_fonts: kit.selected_fonts, fonts: kit.fonts });
