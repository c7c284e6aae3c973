import type { ThemeConfig } from 'antd';

/**
 * Text greys, links and tag texts are darker than antd's defaults so that every text reaches WCAG 2.1 AA
 * (4.5:1) on white, on the page background #f3f5f9 and on the grids' header and weekend shades
 * (#fafafa, #f0f0f0). The ratios are recorded in docs/decisions.md, "Accessibility"; the e2e journeys check
 * them with axe.
 */
const primary = '#1f5fbf';

/** antd's preset tags write shade 7 on shade 1; these shades are the first dark enough (4.5:1 or more). */
const tagTextShades = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: primary,
    // Hovered and pressed primary buttons and links keep 4.5:1: #2a68c8 is 5.4:1 on white and 4.9:1 on the
    // page (antd's derived hover #417dcc: 4.2:1).
    colorPrimaryHover: '#2a68c8',
    colorPrimaryActive: '#174a96',
    colorLink: primary,
    colorLinkHover: '#2a68c8',
    colorLinkActive: '#174a96',
    // 7.8:1 on white; antd's 0.65 would sit too close to the tertiary grey below.
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    // Descriptions, secondary Typography, table sorters: 5.7:1 on white, 5.5:1 on #f0f0f0 (antd: 0.45, 3.4:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders and disabled texts still read (4.9:1 on white, 4.7:1 on #f0f0f0); the disabled state
    // shows through the grey background and the cursor, not through unreadable text (antd: 0.25, 1.8:1).
    colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    // Form errors and danger buttons: red-7 (5.6:1 on white; antd's #ff4d4f is 3.9:1).
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
    colorWarningText: '#874d00',
    colorSuccessText: '#237804',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    // The browser tests' build (npm run test:e2e) turns antd's animations off: a click never lands on a menu,
    // dropdown or dialog that is still opening or closing. The product build keeps them.
    ...(import.meta.env.VITE_E2E_NO_MOTION === '1' ? { motion: false } : {}),
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', bodyBg: '#f3f5f9', footerBg: '#f3f5f9' },
    // Status tags write their colour on its lightest shade: the darker shades keep 4.5:1 (success was 2:1).
    Tag: {
      ...tagTextShades,
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorError: '#cf1322',
      colorInfo: '#0958d9',
    },
  },
};
