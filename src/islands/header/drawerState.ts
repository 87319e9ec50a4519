/** State of the mobile navigation drawer, as a pure reducer so it can be tested without a DOM. */
export interface DrawerState {
  open: boolean;
  servicesExpanded: boolean;
}

export type DrawerAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'toggleServices' }
  /** A link was followed or the page changed: everything closes. */
  | { type: 'navigate' };

export const initialDrawerState: DrawerState = { open: false, servicesExpanded: false };

export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'toggle':
      return state.open ? initialDrawerState : { ...state, open: true };
    case 'toggleServices':
      return { ...state, servicesExpanded: !state.servicesExpanded };
    case 'close':
    case 'navigate':
      return state === initialDrawerState ? state : initialDrawerState;
  }
}
