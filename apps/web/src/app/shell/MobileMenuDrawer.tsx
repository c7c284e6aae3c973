import { Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  items: MenuProps['items'];
  selectedKeys: string[];
  defaultOpenKeys: string[];
}

/** The main menu below the lg breakpoint, behind the burger: a chunk of its own, loaded on first use. */
export default function MobileMenuDrawer({
  open,
  onClose,
  items,
  selectedKeys,
  defaultOpenKeys,
}: MobileMenuDrawerProps) {
  return (
    <Drawer
      title="Меню"
      placement="left"
      open={open}
      onClose={onClose}
      size={300}
      className="app-drawer"
      styles={{ body: { padding: 8 } }}
    >
      <nav aria-label="Главное меню">
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selectedKeys}
          defaultOpenKeys={defaultOpenKeys}
          style={{ borderInlineEnd: 'none' }}
          onClick={onClose}
        />
      </nav>
    </Drawer>
  );
}
