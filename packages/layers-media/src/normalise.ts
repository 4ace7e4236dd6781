import type { PartNormaliser } from '@strata/core'
import { isRec, shape } from '@strata/core/kit'
import { layerBase } from '@strata/core/layers'
import { IMAGE_DEFAULTS, MEDIA_DEFAULTS, mediaType } from './defaults'

/**
 * Fills `image` on image layers and `media` on video and audio layers (absent on the others),
 * from the layer's `content` (docs/behaviour.md §3 "Content objects", §5). It brings core's `layerBase`.
 */
export const layersMediaPart: PartNormaliser = {
  ...layerBase,
  layer(raw, layer, report, p) {
    // Core has reported a content that is not an object already.
    const c = isRec(raw.content) ? raw.content : {}
    const cp = `${p}.content`
    const t = layer.type
    if (t === 'image') {
      layer.image = shape(c, IMAGE_DEFAULTS, report, cp)
      // The checked URL replaces core's raw one, so no reader loads a rejected image.
      layer.content.src = layer.image.src
    } else if (t === 'video' || t === 'audio')
      layer.media = shape(
        c,
        { type: mediaType(t === 'audio' ? t : 'html5'), ...MEDIA_DEFAULTS },
        report,
        cp,
      )
  },
}
