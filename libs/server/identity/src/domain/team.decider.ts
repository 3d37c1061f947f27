import { ConflictError, type Decider } from '@dm/platform/domain';

/** A team: registration makes the user's own team with one empty brand kit. */
export const teamStream = (teamId: string) => `team-${teamId}`;

export type TeamCommand = { type: 'CreateTeam'; teamId: string; ownerId: string; name: string; brandKitId: string; at: string };
export type TeamEvent = { type: 'TeamCreated'; data: { teamId: string; ownerId: string; name: string; brandKitId: string; at: string } };
export interface TeamState {
  teamId?: string;
}

export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = {
  initialState: {},
  decide(command, state) {
    if (state.teamId) throw new ConflictError('This team already exists.');
    const { type: _t, ...data } = command;
    return [{ type: 'TeamCreated', data }];
  },
  evolve(state, event) {
    return { ...state, teamId: event.data.teamId };
  },
};
