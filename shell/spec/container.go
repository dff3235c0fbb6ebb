package spec

// containerSpecs are container engines and compose (docker, podman, nerdctl, docker compose): the commands they run inside containers, bind mounts, and the volumes and containers they remove. Sorted by Name.
var containerSpecs = [...]Spec{}
