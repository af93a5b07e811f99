"""Training for SentiLog's analysis models: a pretrained BERT encoder fine-tuned with one head per task."""
