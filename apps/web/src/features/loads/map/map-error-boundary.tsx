import { Component, type ReactNode } from 'react';

interface MapErrorBoundaryProps {
  /** What shows instead of a map that could not be drawn. */
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Leaflet throws while building its map (no container size, a broken layer): the screen stays up. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
