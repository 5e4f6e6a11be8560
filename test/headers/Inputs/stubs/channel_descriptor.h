// stub: an empty channel_descriptor.h so that its include resolves
