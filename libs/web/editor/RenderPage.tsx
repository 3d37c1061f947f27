import { useParams } from 'react-router';

/**
 * {design_base}/new_render/{id}: draws the saved design in a plain container (used for renders
 * and the saved-design viewer); the drawing comes with libs/scene.
 */
export function RenderPage() {
  const { id } = useParams();
  return <main aria-label="Design render" data-design-id={id} />;
}
