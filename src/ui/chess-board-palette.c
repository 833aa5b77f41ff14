/* chess-board-palette.c: the board's colours, shared by every widget that
 * draws squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-board-palette"

#include "chess-board-palette.h"

/* Warm wood: both piece sets keep a dark outline that stands out on either
 * square, and the marks drawn on top stay visible on both. The frame is a
 * shade darker than the dark squares so that the board reads as one
 * object. */
static const ChessBoardPalette light_palette = {
  { 0.941f, 0.851f, 0.710f, 1.0f },
  { 0.710f, 0.533f, 0.388f, 1.0f },
  { 0.545f, 0.392f, 0.271f, 1.0f },
  { 0.961f, 0.902f, 0.808f, 1.0f },
};

/* Next to a dark window the same wood glares: dimmer squares, and a frame
 * that sinks into the background instead of outlining the board. */
static const ChessBoardPalette dark_palette = {
  { 0.851f, 0.765f, 0.631f, 1.0f },
  { 0.627f, 0.471f, 0.345f, 1.0f },
  { 0.361f, 0.263f, 0.192f, 1.0f },
  { 0.851f, 0.765f, 0.631f, 1.0f },
};

/* A hall screen (the style class high-contrast): near-white and a deep
 * green, far apart in lightness so that they stay apart on a washed-out
 * projector, with a black frame that merges into the black background
 * and white coordinates on it. */
static const ChessBoardPalette high_contrast_palette = {
  { 0.965f, 0.965f, 0.945f, 1.0f },
  { 0.216f, 0.447f, 0.271f, 1.0f },
  { 0.0f, 0.0f, 0.0f, 1.0f },
  { 1.0f, 1.0f, 1.0f, 1.0f },
};

const GdkRGBA chess_board_last_move_tint = { 0.804f, 0.824f, 0.235f, 0.45f };

/* The theme's text colour tells light from dark style, whichever library
 * or setting chose it. */
const ChessBoardPalette *
chess_board_palette_for_widget (GtkWidget *widget)
{
  GdkRGBA foreground;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), &light_palette);

  if (gtk_widget_has_css_class (widget, "high-contrast"))
    return &high_contrast_palette;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &foreground);
  G_GNUC_END_IGNORE_DEPRECATIONS

  return foreground.red + foreground.green + foreground.blue > 1.5f ? &dark_palette : &light_palette;
}
