; Inno Setup 6 script: a Windows installer for the Mindkeep one-folder bundle.
;
; Built by .github/workflows/package.yml on a Windows runner, after PyInstaller:
;   pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\pyinstaller\mindkeep.spec
;   iscc /DAppName=Mindkeep /DAppId=io.mindkeep.Mindkeep /DAppVersion=0.1.0 packaging\windows\mindkeep.iss
; The workflow reads name, id and version from app\__init__.py and passes them here, so
; this file never repeats them. Output: dist\Mindkeep-<version>-setup.exe.
;
; Installs dist\mindkeep\ (mindkeep.exe for the Start menu, mindkeep-cli.exe for the
; command line, _internal\) per user by default (no administrator rights), or for all
; users if chosen in the dialog. Uninstalling removes only what was installed: the user's
; data folder %LOCALAPPDATA%\Mindkeep (mindkeep.db, its backups) is never touched, so
; Memory survives an uninstall or a reinstall.

#ifndef AppVersion
  #error Pass the version from app\__init__.py: iscc /DAppVersion=X.Y.Z packaging\windows\mindkeep.iss
#endif
#ifndef AppName
  #define AppName "Mindkeep"
#endif
#ifndef AppId
  #define AppId "io.mindkeep.Mindkeep"
#endif
#define ExeName "mindkeep.exe"
#define Bundle "..\..\dist\mindkeep"

[Setup]
; The installer's own identity: never change this GUID, or upgrades install side by side.
AppId={{3BB333A0-9063-4F6F-94B5-F48D3D12C2BC}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Mindkeep developers
AppPublisherURL=https://mindkeep.io
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per user into %LOCALAPPDATA%\Programs\Mindkeep unless the user picks "all users".
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\mindkeep.ico
UninstallDisplayIcon={app}\{#ExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
; Sign both the installer and the uninstaller when the workflow defines a sign tool:
;   iscc /DSignTool=1 "/Ssigntool=signtool.exe sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f cert.pfx /p PASSWORD $f" ...
; (sign dist\mindkeep\*.exe with the same tool before running iscc)
#ifdef SignTool
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
; Inno Setup's bundled translations. Chinese, Korean and Arabic installer texts exist as
; unofficial translations (jrsoftware.org/files/istrans/); add them here when vendored.
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "ja"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle's libraries wholesale, so no stale file from an older
; version is loaded. Only the program folder: never the data folder.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#ExeName}"; AppUserModelID: "{#AppId}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#ExeName}"; AppUserModelID: "{#AppId}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#ExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete] section on purpose: the uninstaller removes exactly the files it
; installed. %LOCALAPPDATA%\Mindkeep (the database) stays; delete it by hand to erase Memory.
