import { useSelector } from 'react-redux';
import { selectAuth, type AuthState } from './authSlice';

export function useAuth(): AuthState {
  return useSelector(selectAuth);
}
