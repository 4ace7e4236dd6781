// The base layer normaliser, a separate entry so only sites with a layer plugin ship it.
export { layerBase, normaliseLayers } from './normalise/normalise-layers'
