import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import type { GalleryImage } from '@intranet/contracts';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';

interface ImageGridProps {
  images: GalleryImage[];
  total: number;
  onOpen: (position: number) => void;
  /** Reorder mode (moderators): tiles are dragged instead of opened. */
  sortable?: boolean;
  onMove?: (image: GalleryImage, position: number, reordered: GalleryImage[]) => void;
}

const TILES_MEASURED_ALWAYS = { droppable: { strategy: MeasuringStrategy.Always } };

function Thumbnail({ image, total }: { image: GalleryImage; total: number }) {
  return (
    <ProtectedImage
      src={image.thumbnail_url}
      alt={`Фотография ${image.sequence} из ${total}`}
      className="gallery-tile__image"
    />
  );
}

function SortableTile({ image, total }: { image: GalleryImage; total: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`gallery-tile gallery-tile--sortable${isDragging ? ' gallery-tile--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      {...attributes}
      {...listeners}
      aria-label={`Фотография ${image.sequence} из ${total}: перетащите, чтобы изменить место`}
    >
      <Thumbnail image={image} total={total} />
      <span className="gallery-tile__handle" aria-hidden="true">
        <HolderOutlined />
      </span>
      <span className="gallery-tile__number">{image.sequence}</span>
    </li>
  );
}

/**
 * A page of an album as a grid of 320 px thumbnails: a click opens the viewer; in reorder mode the tiles
 * are dragged (mouse, touch after a press, or the keyboard: space, arrows, space).
 */
export function ImageGrid({ images, total, onOpen, sortable = false, onMove }: ImageGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((image) => image.id === active.id);
    const to = images.findIndex((image) => image.id === over.id);
    if (from < 0 || to < 0) return;
    onMove?.(images[from]!, to, arrayMove(images, from, to));
  };

  if (sortable)
    return (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        // The tiles are measured before a drag starts: a keyboard move right after the pick-up (a slow
        // device) otherwise finds no measured neighbour and the picture drops back on its own place.
        measuring={TILES_MEASURED_ALWAYS}
        onDragEnd={handleDragEnd}
      >
        <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
          <ul className="gallery-grid gallery-grid--sorting">
            {images.map((image) => (
              <SortableTile key={image.id} image={image} total={total} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    );

  return (
    <ul className="gallery-grid">
      {images.map((image, position) => (
        <li key={image.id} className="gallery-tile">
          <button
            type="button"
            className="gallery-tile__open"
            aria-label={`Открыть фотографию ${image.sequence} из ${total}`}
            onClick={() => onOpen(position)}
          >
            <Thumbnail image={image} total={total} />
          </button>
        </li>
      ))}
    </ul>
  );
}
