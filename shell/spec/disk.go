package spec

// diskSpecs are disk, filesystem, volume, backup and account tools (mkfs, wipefs, sgdisk, lvremove, zfs, restic, borg, trash-empty, userdel, ...): what they destroy. Sorted by Name.
var diskSpecs = [...]Spec{}
