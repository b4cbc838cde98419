import { createContext, useContext } from 'react';

/**
 * True while a member page is only its pre-rendered frame: React is taking over the markup made without a session
 * (app/guards/RouteGuard.tsx), and the render straight after decides whether the visitor may see the page at all.
 * Data hooks wait for that decision, so a signed-out visitor sent on to /signin asks the API nothing.
 */
export const PageFrameContext = createContext(false);

export const useIsPageFrame = () => useContext(PageFrameContext);
