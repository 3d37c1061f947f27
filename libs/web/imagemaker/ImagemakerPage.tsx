import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AiImage, DesignFile } from '@dm/contracts/types';
import { serverMessage } from '../api/envelope';
import { useCreateBlankDesignMutation } from '../dashboard/dashboardApi';
import { designPaths } from '../dashboard/paths';
import { useSaveDesignMutation } from '../editor/saving/designsApi';
import { Screen } from '../ui/Screen';
import { AiImagePanel } from './AiImagePanel';
import styles from './ImagemakerPage.module.css';

/** Starts a design the image's size with the image as its background, and opens it. */
export function useImageInNewDesign(): (image: AiImage) => Promise<void> {
  const navigate = useNavigate();
  const [createBlank] = useCreateBlankDesignMutation();
  const [save] = useSaveDesignMutation();
  return async (image) => {
    const made = await createBlank({ width: image.width, height: image.height, dimension_units: 'px' });
    if ('error' in made && made.error) return void toast.error('Something went wrong', { description: serverMessage(made.error, '') || undefined });
    const design = made.data!;
    const doc = structuredClone(design.design_file) as DesignFile;
    doc.pages[0].background_image = image.imageUrl;
    doc.pages[0].background = { ...doc.pages[0].background, image: image.imageUrl };
    const saved = await save({ id: design._id, version: design.version, design_file: doc });
    if ('error' in saved && saved.error) return void toast.error('Something went wrong', { description: serverMessage(saved.error, '') || undefined });
    navigate(designPaths.design(design._id));
  };
}

/** /imagemaker/start: the AI image panel; an image starts a design of its own or downloads. */
export function ImagemakerPage() {
  const startDesign = useImageInNewDesign();
  return (
    <Screen title="AI Images">
      <div className={styles.panel}>
        <AiImagePanel useLabel="Start a design with" onUse={(img) => void startDesign(img)}
          extra={(img) => <a href={img.imageUrl} download>Download</a>} />
      </div>
    </Screen>
  );
}
